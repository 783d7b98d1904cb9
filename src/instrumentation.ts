/**
 * Runs once when the server starts: validates the environment so that a bad
 * setting stops the start with a clear message instead of failing on the
 * first request.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { parseEnv } = await import('./lib/env')
    parseEnv(process.env)
  }
}
