import { connect } from 'node:net'
import { expect, test } from './fixtures'
import { startInstance } from './instance'

// The harness's instances (tests/e2e/instance.ts): one that never gets ready
// is not left behind holding its port, and the error says what went wrong.

const sleep = (ms: number) => new Promise<false>((resolve) => setTimeout(() => resolve(false), ms))

/** Whether something accepts connections on `port`. */
function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1')
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })
}

test('an instance that never answers ready is ended, its port freed, and the error tells the last answer', async () => {
  // A port fetch refuses outright ("bad port"): the server listens on it, but
  // the readiness check can never reach it.
  const refused = 10080
  expect(await listening(refused)).toBe(false)
  let seen = false
  const starting = startInstance({}, { port: refused, readyWithinMs: 30_000 })
  const watching = (async () => {
    for (let settled = false; !settled;) {
      seen ||= await listening(refused)
      settled = await Promise.race([
        starting.then(
          () => true,
          () => true,
        ),
        sleep(250),
      ])
    }
  })()
  const error = await starting.then(
    () => null,
    (reason: Error) => reason,
  )
  await watching
  // It did start: it listened on the port before it was given up.
  expect(seen).toBe(true)
  expect(error?.message).toContain(`The instance on port ${refused} was not ready within 30 s`)
  expect(error?.message).toContain('bad port')
  // Whatever npm start had begun is gone: nothing holds the port.
  await expect.poll(() => listening(refused), { timeout: 10_000 }).toBe(false)
})
