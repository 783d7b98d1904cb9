import { createClient } from '@libsql/client'
import { setTimeout as sleep } from 'node:timers/promises'

/** The SQLite file the server under test uses. */
function databaseUrl(): string {
  const url = process.env.DATABASE_URL ?? 'file:./data/site.db'
  if (!url.startsWith('file:')) throw new Error('The database lock needs the SQLite database.')
  return url
}

/** How long the lock is tried for before the test fails. */
const LOCK_DEADLINE_MS = 60_000

function isBusy(error: unknown): boolean {
  return error instanceof Error && /SQLITE_BUSY|database is locked/i.test(error.message)
}

/**
 * Makes the database unavailable for real: another connection takes SQLite's
 * exclusive lock, so the server's reads wait out their busy timeout and fail.
 * Returns the function that releases it.
 *
 * The server may be reading or writing at that moment (a save's pages are
 * rendered again after it answers, the scheduled check writes every few
 * seconds), and on a busy machine that can outlast one busy timeout, or end
 * in SQLite's deadlock refusal, which skips the timeout: the lock is tried
 * again until the deadline.
 */
export async function lockDatabase(): Promise<() => Promise<void>> {
  const client = createClient({ url: databaseUrl() })
  await client.execute('PRAGMA busy_timeout = 5000')
  const deadline = Date.now() + LOCK_DEADLINE_MS
  for (;;) {
    try {
      await client.execute('BEGIN EXCLUSIVE')
      break
    } catch (error) {
      if (!isBusy(error) || Date.now() > deadline) {
        client.close()
        throw error
      }
      await sleep(50 + Math.random() * 200)
    }
  }
  return async () => {
    await client.execute('ROLLBACK')
    client.close()
  }
}
