import type { IncomingMessage } from 'node:http'
import { describe, expect, it } from 'vitest'
import { runGuards, type Guard, type Incoming, type Refusal } from './index'

const incoming = { req: {} as IncomingMessage, path: '/', search: null, credentials: false }
const refusal = (status: number): Refusal => ({ status, type: 'plain', body: '', log: null })

/** Runs `guards`: the refusal's status, or `pass`, and the guards asked in order. */
function run(guards: Guard[]): Promise<{ outcome: number | 'pass'; asked: number[] }> {
  const asked: number[] = []
  const watched = guards.map((guard, at): Guard => (request: Incoming) => {
    asked.push(at)
    return guard(request)
  })
  return new Promise((resolve) =>
    runGuards(
      watched,
      incoming,
      (answer) => resolve({ outcome: answer.status, asked }),
      () => resolve({ outcome: 'pass', asked }),
    ),
  )
}

describe('runGuards', () => {
  it('answers with the first refusal, asking no guard after it', async () => {
    expect(await run([() => null, () => refusal(405), () => refusal(401)])).toEqual({
      outcome: 405,
      asked: [0, 1],
    })
  })

  it('waits for a guard that must ask, in its turn', async () => {
    expect(
      await run([() => null, () => Promise.resolve(null), () => Promise.resolve(refusal(429))]),
    ).toEqual({ outcome: 429, asked: [0, 1, 2] })
  })

  it('lets the request go on when every guard does, or when one fails', async () => {
    expect(await run([() => null, () => Promise.reject(new Error('x')), () => null])).toEqual({
      outcome: 'pass',
      asked: [0, 1, 2],
    })
  })
})
