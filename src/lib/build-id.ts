/**
 * The id of the running build, inlined at build time by next.config.ts (the
 * same value on every instance built from the same BUILD_ID).
 */
export const buildId: string = process.env.NEXT_PUBLIC_BUILD_ID ?? 'development'
export const buildTimestamp: number = Number(process.env.NEXT_PUBLIC_BUILD_TIMESTAMP ?? 0)
