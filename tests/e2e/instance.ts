import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createClient } from '@libsql/client'
import { test } from '@playwright/test'
import { freePort } from '../../scripts/free-port'
import { until } from './until'

/**
 * How long an instance may take to be ready: beside a build or another
 * suite, a start-up took over 30 s. Ready means answering /api/health/ready.
 */
const INSTANCE_START_MS = Number(process.env.E2E_INSTANCE_START_MS) || 180_000

/** A second instance of the production build, started by a test through `npm start`. */
export type Instance = {
  origin: string
  port: number
  /** Its database file (`file:` URL), a copy of the test database. */
  databaseUrl: string
  /** Every line it logged so far (stdout and stderr). */
  lines: string[]
  process: ChildProcess
  /** Sends `signal` and resolves with the exit code and how long the exit took. */
  stop: (signal?: NodeJS.Signals) => Promise<{ code: number | null; ms: number }>
  /** Ends whatever is left of it and removes its files. */
  cleanup: () => void
  /** Stops it (SIGTERM), then cleans up. */
  close: () => Promise<void>
}

/** The database of the main test server (a `file:` URL). */
export const mainDatabase = process.env.DATABASE_URL ?? 'file:./data/site.db'

/**
 * Where the database is kept as the main server prepared it, before any test
 * (database.snapshot.ts): isolated tests break, lock and mend the main one
 * while instances of their own start. Named so that a new build removes it.
 */
export const databaseSnapshot = `${mainDatabase.replace(/^file:/, '')}-snapshot`

/** Copies a SQLite database consistently, even while a server uses it. */
export async function vacuumInto(source: string, target: string): Promise<void> {
  const client = createClient({ url: source })
  try {
    await client.execute({ sql: 'VACUUM INTO ?', args: [target] })
  } finally {
    client.close()
  }
}

/**
 * A copy of the test database for an instance of its own: the snapshot taken
 * before the suite when there is one, else the main server's database as it
 * stands (a spec run on its own, without the snapshot project).
 */
export async function copyDatabase(target: string): Promise<void> {
  const source = existsSync(databaseSnapshot) ? `file:${databaseSnapshot}` : mainDatabase
  await vacuumInto(source, target)
}

/**
 * Starts `npm start` (the very command operators run) on a free port (or
 * `port`), with its own copy of the database (or `database`), and waits until
 * it answers. `env` adds settings. If it does not get ready, it is ended and
 * its files removed before the error is thrown: nothing is left holding a port.
 */
export async function startInstance(
  env: Record<string, string> = {},
  {
    database,
    port: chosenPort,
    readyWithinMs = INSTANCE_START_MS,
  }: { database?: string; port?: number; readyWithinMs?: number } = {},
): Promise<Instance> {
  // The start-up has a budget of its own, added to that of the test or hook
  // that asks for it: a slow start never eats the time of what it starts for.
  const info = test.info()
  const budget = info.timeout
  const starting = Date.now()
  if (budget > 0) info.setTimeout(budget + readyWithinMs)
  const dir = mkdtempSync(path.join(tmpdir(), 'site-instance-'))
  let databaseUrl = database
  if (!databaseUrl) {
    const file = path.join(dir, 'site.db')
    await copyDatabase(file)
    databaseUrl = `file:${file}`
  }
  const port = chosenPort ?? (await freePort())
  const origin = `http://localhost:${port}`
  const child = spawn('npm', ['start', '--silent'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, so that cleanup also ends what npm started.
    detached: true,
  })
  const lines: string[] = []
  const collect = (chunk: Buffer) => lines.push(...chunk.toString().split('\n').filter(Boolean))
  child.stdout.on('data', collect)
  child.stderr.on('data', collect)
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  )

  const cleanup = () => {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGKILL')
    } catch {
      // Already gone.
    }
    rmSync(dir, { recursive: true, force: true })
  }
  const deadline = Date.now() + readyWithinMs
  /** What the last readiness check got, told when the instance never gets ready. */
  let last = 'no answer yet'
  await until(async () => {
    // Ready: the CMS has prepared its database (migrations, launch content).
    const response = await fetch(`${origin}/api/health/ready`, {
      signal: AbortSignal.timeout(10_000),
    }).catch((error: unknown) => {
      last = String((error as Error).cause ?? error)
      return null
    })
    if (response?.ok) return true
    if (response) last = `${response.status} ${await response.text().catch(() => '')}`
    const failure =
      child.exitCode !== null
        ? 'exited'
        : Date.now() > deadline
          ? `was not ready within ${readyWithinMs / 1000} s (last check: ${last})`
          : undefined
    if (failure) {
      cleanup()
      throw new Error(`The instance on port ${port} ${failure}:\n${lines.join('\n')}`)
    }
    return undefined
  }, 250)
  if (budget > 0) info.setTimeout(budget + (Date.now() - starting))

  const stop: Instance['stop'] = async (signal = 'SIGTERM') => {
    const started = Date.now()
    if (child.exitCode === null) child.kill(signal)
    const code = await exited
    return { code, ms: Date.now() - started }
  }
  return {
    origin,
    port,
    databaseUrl,
    lines,
    process: child,
    stop,
    cleanup,
    close: async () => {
      await stop('SIGTERM')
      cleanup()
    },
  }
}

/**
 * An instance for the tests of a file, started before them and closed
 * after them; the returned function gives it to a test.
 */
export function instanceForFile(env: Record<string, string> = {}): () => Instance {
  let instance: Instance | undefined
  test.beforeAll(async () => {
    instance = await startInstance(env)
  })
  test.afterAll(async () => {
    await instance?.close()
  })
  return () => {
    if (!instance) throw new Error('The instance of this file did not start')
    return instance
  }
}
