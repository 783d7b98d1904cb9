/**
 * The end-to-end suite in a random order, each spec file alone: what
 * `E2E_SHUFFLE=1 npm test` runs instead of the projects' own order.
 * Playwright has no random order (microsoft/playwright#9297), and its shards
 * take every dependency project whole (the 363 tests of `chromium` in each
 * shard), so the files are shuffled here, with the seed printed (TEST_SEED
 * replays an order), and each one runs on its own against one server of the
 * production build, after the database snapshot that instances start from.
 * Every file runs, failed or not; the run fails if any did.
 */
import { spawn } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import config from '../playwright.config'

const server = config.webServer
if (!server || Array.isArray(server) || !server.url || !server.command) {
  throw new Error('playwright.config.ts names no web server')
}
const { url, command, env: serverEnv, timeout = 180_000 } = server

/** A small seeded generator (mulberry32), so that an order can be replayed. */
function random(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let value = state
    value = Math.imul(value ^ (value >>> 15), value | 1)
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61)
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296
  }
}

function shuffled<T>(items: readonly T[], next: () => number): T[] {
  const copy = [...items]
  for (let index = copy.length - 1; index > 0; index--) {
    const other = Math.floor(next() * (index + 1))
    ;[copy[index], copy[other]] = [copy[other]!, copy[index]!]
  }
  return copy
}

const seed = Number(process.env.TEST_SEED ?? Math.floor(Math.random() * 2 ** 31))
/** The spec files: tests/e2e's, and each content type's own (src/content-types/<type>/e2e/). */
const typeSpecs = readdirSync('src/content-types').flatMap((type) => {
  const dir = `src/content-types/${type}/e2e`
  return existsSync(dir) ? readdirSync(dir).map((name) => `${dir}/${name}`) : []
})
const files = shuffled(
  [...readdirSync('tests/e2e').map((name) => `tests/e2e/${name}`), ...typeSpecs]
    .filter((file) => file.endsWith('.spec.ts'))
    .sort(),
  random(seed),
)
console.log(`End-to-end files in random order, seed ${seed} (TEST_SEED=${seed} replays it):`)
console.log(files.map((file, index) => `  ${index + 1}. ${file}`).join('\n'))

const site = spawn(command, {
  shell: true,
  env: { ...process.env, ...serverEnv },
  stdio: ['ignore', 'inherit', 'inherit'],
  detached: true,
})
const stopSite = () => {
  try {
    if (site.pid) process.kill(-site.pid, 'SIGTERM')
  } catch {
    // Already gone.
  }
}
process.on('exit', stopSite)

async function ready(): Promise<void> {
  const deadline = Date.now() + timeout
  while (Date.now() < deadline) {
    if (site.exitCode !== null) throw new Error('The server exited before it was ready')
    const answer = await fetch(url).catch(() => null)
    if (answer?.ok) return
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`The server was not ready at ${url}`)
}

/** Runs Playwright with these arguments against the server above; true when it passed. */
let running: ReturnType<typeof spawn> | undefined
async function playwright(...args: string[]): Promise<boolean> {
  const run = spawn('npx', ['playwright', 'test', ...args], {
    stdio: 'inherit',
    env: { ...process.env, E2E_SERVER_RUNNING: '1' },
  })
  running = run
  return new Promise((resolve) => run.once('exit', (code) => resolve(code === 0)))
}

// Stopped (Ctrl-C, a CI timeout): the server goes too.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    running?.kill(signal)
    stopSite()
    process.exit(1)
  })
}

await ready()
if (!(await playwright('--project=snapshot'))) {
  console.error('The database snapshot failed: no file can run')
  process.exit(1)
}
const failed: string[] = []
for (const [index, file] of files.entries()) {
  console.log(`\n== ${index + 1}/${files.length} ${file} (alone)`)
  if (!(await playwright(file, '--no-deps'))) failed.push(file)
}
stopSite()
if (failed.length > 0) {
  console.error(`\nFailed, in the order of seed ${seed}: ${failed.join(', ')}`)
  process.exit(1)
}
console.log(`\nEvery file passed alone, in the order of seed ${seed}.`)
