import { expect, test } from './fixtures'
import { startInstance, type Instance } from './instance'

// The README's run command whose output nobody reads any more (a log
// collector gone, a `| tee` ended): the server keeps serving and stops on
// SIGTERM. It used to spin at full CPU, logging that it could not log,
// answering nothing and ignoring the signal.
let instance: Instance | undefined

test.afterAll(() => {
  instance?.cleanup()
})

test('with its output closed, the server still answers and stops on SIGTERM', async () => {
  test.setTimeout(120_000)
  instance = await startInstance()
  const { origin } = instance
  const child = instance.process
  // What read the server's lines goes away: its next line meets a closed pipe.
  child.stdout?.destroy()
  child.stderr?.destroy()
  // Requests the server writes a line for: refused ones, a 404, pages.
  const paths = ['/api/news', '/internal/item', '/news/detail/999999', '/', '/en/news', '/faq']
  for (let round = 0; round < 3; round++) {
    for (const path of paths) {
      const answer = await fetch(`${origin}${path}`, { signal: AbortSignal.timeout(10_000) })
      expect(answer.status, `${path}, round ${round + 1}`).toBeLessThan(500)
    }
  }
  // Its own stop, by signal, still comes (the stop would otherwise wait for ever).
  const stopped = await Promise.race([
    instance.stop('SIGTERM'),
    new Promise<null>((resolve) => setTimeout(() => resolve(null), 30_000)),
  ])
  expect(stopped, 'the server stopped within 30 s of SIGTERM').not.toBeNull()
})
