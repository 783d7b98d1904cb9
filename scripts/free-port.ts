import { getRandomPort } from 'get-port-please'

/**
 * A port nothing listens on now, for a server a test or benchmark starts: the
 * system hands it out from its ephemeral range, so parallel specs and runs
 * never pick the same one, and it is never one of the ports fetch refuses
 * outright as "bad" (all below 10,100, such as 4190, which a hand-picked
 * offset from the test server's port once hit).
 */
export async function freePort(): Promise<number> {
  return getRandomPort()
}
