import { createClient } from '@libsql/client'

/** The SQLite file the server under test uses. */
function databaseUrl(): string {
  const url = process.env.DATABASE_URL ?? 'file:./data/site.db'
  if (!url.startsWith('file:')) throw new Error('The database lock needs the SQLite database.')
  return url
}

/**
 * Makes the database unavailable for real: another connection takes SQLite's
 * exclusive lock, so the server's reads wait out their busy timeout and fail.
 * Returns the function that releases it.
 */
export async function lockDatabase(): Promise<() => Promise<void>> {
  const client = createClient({ url: databaseUrl() })
  // The server may be reading at that moment (a save's pages are rendered
  // again after it answers): wait for its reads to end instead of failing.
  await client.execute('PRAGMA busy_timeout = 10000')
  await client.execute('BEGIN EXCLUSIVE')
  return async () => {
    await client.execute('ROLLBACK')
    client.close()
  }
}
