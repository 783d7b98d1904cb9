import type { IncomingMessage } from 'node:http'
import { describe, expect, it } from 'vitest'
import {
  runGuards,
  serverGuards,
  type Guard,
  type GuardSettings,
  type Incoming,
  type Refusal,
} from './index'
import { SearchLimit } from './search-limit'

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

describe('serverGuards', () => {
  const settings = {
    trustProxy: false,
    sessionOrigin: 'https://site.example',
  } satisfies GuardSettings
  const guards = serverGuards(settings, new SearchLimit({ perMinute: 0 }))
  /** The refusal of a request with `headers`, from the loopback address. */
  function refusalOf(method: string, path: string, headers: Record<string, string> = {}) {
    const req = { method, headers, socket: { remoteAddress: '127.0.0.1' } } as IncomingMessage
    return new Promise<Refusal | null>((resolve) =>
      runGuards(
        guards,
        { req, path, search: null, credentials: 'cookie' in headers },
        resolve,
        () => resolve(null),
      ),
    )
  }

  it('answers the API as the CMS words its errors, and pages in plain text', async () => {
    const api = await refusalOf('POST', '/api/news', { 'content-length': '10' })
    expect(api).toMatchObject({
      status: 401,
      type: 'json',
      log: 'POST /api/news: 401, refused before it was read',
    })
    expect(JSON.parse(api!.body)).toEqual({ errors: [{ message: '请先登录。Sign in first.' }] })
    const page = await refusalOf('POST', '/news', { 'content-length': '10' })
    expect(page).toMatchObject({ status: 405, type: 'plain', headers: { Allow: 'GET, HEAD' } })
    expect(await refusalOf('TRACE', '/')).toMatchObject({ status: 405, type: 'plain' })
  })

  it('refuses a session from another origin in the admin’s language', async () => {
    const refusal = await refusalOf('POST', '/api/news', {
      cookie: 'payload-token=x; payload-lng=en',
      origin: 'https://elsewhere.example',
      'content-length': '10',
    })
    // Its credentials lift the anonymous refusal; the origin does not pass.
    expect(refusal).toMatchObject({ status: 403, type: 'json' })
    expect(refusal!.body).toContain('https://site.example')
  })

  it('lets an ordinary page through', async () => {
    expect(await refusalOf('GET', '/news')).toBeNull()
  })
})
