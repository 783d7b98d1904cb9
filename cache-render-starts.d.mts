import type { AsyncLocalStorage } from 'node:async_hooks'

export const requestStart: AsyncLocalStorage<number>
export function renderStart(): number | undefined
export class Invalidations {
  invalidated(tags: readonly string[], now?: number): void
  since(tags: readonly string[] | undefined, start: number): boolean
}
export function entryTags(data: unknown, ctx: unknown): string[] | undefined
