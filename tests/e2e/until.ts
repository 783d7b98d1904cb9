/**
 * Asks `check` every `everyMs` until it answers something other than
 * `undefined`, and returns that. For the harness's own loops (a process
 * getting ready), whose checks throw saying what they waited for when they
 * give up. Free of Playwright: the integration tests start services with it.
 */
export async function until<T>(check: () => Promise<T | undefined>, everyMs: number): Promise<T> {
  for (;;) {
    const value = await check()
    if (value !== undefined) return value
    await new Promise((resolve) => setTimeout(resolve, everyMs))
  }
}
