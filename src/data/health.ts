import 'server-only'
import { cms } from './payload'

/** How long the readiness check waits for the database. */
const TIMEOUT_MS = 3_000

/**
 * Whether the database answers a real read now (uncached), within a few
 * seconds. Never throws.
 */
export async function databaseReachable(): Promise<boolean> {
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
