import 'server-only'
import { statSync } from 'node:fs'
import { env, isPostgres } from '@/lib/env'
import { cms } from './payload'

/**
 * An SQLite database whose file is gone (moved or deleted while the server
 * runs) still answers from the open file, but nothing written now would be
 * kept: the instance is not ready.
 */
function sqliteFileMissing(): boolean {
  if (isPostgres()) return false
  const file = env.DATABASE_URL.replace(/^file:/, '').split('?')[0] ?? ''
  try {
    // A path configured at run time: not one the build should trace (without
    // the comment, the whole project, secret included, is listed as needed).
    return !statSync(/* turbopackIgnore: true */ file).isFile()
  } catch {
    return true
  }
}

/** How long the readiness check waits for the database. */
const TIMEOUT_MS = 3_000

/**
 * Whether the database answers a real read now (uncached), within a few
 * seconds. Never throws.
 */
export async function databaseReachable(): Promise<boolean> {
  if (sqliteFileMissing()) {
    console.error(`The database file of ${env.DATABASE_URL} is missing`)
    return false
  }
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), TIMEOUT_MS)
  })
  const read = (async () => {
    const payload = await cms()
    await payload.count({ collection: 'redirects', overrideAccess: true })
    return true as const
  })().catch((error: unknown) => {
    console.error('The database does not answer', error)
    return false as const
  })
  try {
    return await Promise.race([read, timeout])
  } finally {
    clearTimeout(timer)
  }
}
