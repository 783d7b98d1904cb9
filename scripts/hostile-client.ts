/**
 * One hostile client of `npm run bench:hostile`, in a process of its own so
 * that its work does not slow the benchmark's readers: asks the requests of
 * one pattern, a few at a time, one after another, for a number of seconds,
 * and prints what it got back as JSON.
 *   tsx scripts/hostile-client.ts <origin> <pattern> <seconds> <connections> [cards file]
 */
import { readFileSync } from 'node:fs'
import { request as httpRequest } from 'node:http'

type Ask = { method?: string; path: string; headers?: Record<string, string>; body?: Buffer }

const [origin = '', pattern = '', secondsArg = '20', connectionsArg = '2', cardsFile] =
  process.argv.slice(2)
const cards: string[] = cardsFile ? (JSON.parse(readFileSync(cardsFile, 'utf8')) as string[]) : []

let n = 0
const random = () => `${Date.now().toString(36)}${(n++).toString(36)}`
/** A client address of its own per request (the server trusts the proxy's header). */
const fromAnywhere = () => ({ 'X-Forwarded-For': `198.51.${n % 250}.${(n * 7) % 250}` })

const report = JSON.stringify([
  {
    type: 'csp-violation',
    body: { documentURL: 'https://x/news', blockedURL: 'inline', effectiveDirective: 'script-src' },
  },
]).slice(1, -1)

/** The requests of each pattern, one at a time. */
const patterns: Record<string, () => Ask> = {
  // One character NFKC makes four letters, and typo expansion.
  'search, 400-letter word': () => ({
    path: `/search?q=${encodeURIComponent('㎉'.repeat(99))}${random()}`,
    headers: fromAnywhere(),
  }),
  'search, eight long words': () => ({
    path: `/en/search?q=${Array.from({ length: 8 }, (_, i) => `abcdefghijklm${'nopqrstuvwxyz'[(n + i) % 13]}`).join('+')}${random()}`,
    headers: fromAnywhere(),
  }),
  'news list variants': () => ({
    path: `/news?page=${2 + (n % 70000)}&year=${2000 + (n++ % 27)}&view=${n % 2 ? 'list' : 'grid'}`,
  }),
  'distinct 404 paths': () => ({ path: `/nope-${random()}-${'x'.repeat(200)}` }),
  'every share card the pages name': () => ({ path: cards[n++ % cards.length] ?? '/cards/x.png' }),
  'uploads with a fake credential': () => ({
    method: 'POST',
    path: '/api/media',
    headers: {
      'Content-Type': 'multipart/form-data; boundary=x',
      Authorization: 'JWT not-a-token',
    },
    body: Buffer.alloc(4 * 1024 * 1024, 'x'),
  }),
  'CSP reports of 400 violations': () => ({
    method: 'POST',
    path: '/csp-reports',
    headers: { 'Content-Type': 'application/reports+json', ...fromAnywhere() },
    body: Buffer.from(
      `[${Array.from({ length: 400 }, (_, i) => report.replace('inline', `inline${random()}${i}`)).join(',')}]`,
    ),
  }),
}

/** The status of the answer (0: none came), also when the server cut the body short after it. */
function ask({ method = 'GET', path, headers = {}, body }: Ask): Promise<number> {
  return new Promise((resolve) => {
    let status = 0
    const req = httpRequest(
      `${origin}${path}`,
      {
        method,
        headers: { ...headers, ...(body ? { 'Content-Length': String(body.length) } : {}) },
      },
      (res) => {
        status = res.statusCode ?? 0
        res.resume()
        res.on('end', () => resolve(status))
        res.on('error', () => resolve(status))
      },
    )
    req.on('error', () => resolve(status))
    req.on('socket', (socket) => socket.on('error', () => resolve(status)))
    req.end(body)
  })
}

const next = patterns[pattern]
if (!next) throw new Error(`No pattern ${pattern}: ${Object.keys(patterns).join(', ')}`)
const until = Date.now() + Number(secondsArg) * 1000
const statuses: Record<string, number> = {}
await Promise.all(
  Array.from({ length: Number(connectionsArg) }, async () => {
    while (Date.now() < until) {
      const status = await ask(next())
      const group = status === 0 ? 'no answer' : `${String(status)[0]}xx`
      statuses[group] = (statuses[group] ?? 0) + 1
    }
  }),
)
console.log(JSON.stringify(statuses))
