/**
 * Runs once when the server starts: validates the environment so that a bad
 * setting stops the start with a clear message instead of failing on the
 * first request, then watches for scheduled items coming due.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    // Importing it validates it (and throws the message of what is wrong).
    await import('./lib/env')
    const { watchScheduled } = await import('./cms/scheduled')
    watchScheduled(async () => {
      const [{ getPayload }, { default: config }] = await Promise.all([
        import('payload'),
        import('@payload-config'),
      ])
      return getPayload({ config })
    })
  }
}
