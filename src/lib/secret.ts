import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { env } from './env'

// Read at run time only: the comment keeps the build from copying the build
// machine's own secret into the server's output.
const SECRET_FILE = path.resolve(
  /* turbopackIgnore: true */ process.cwd(),
  'data',
  '.payload-secret',
)

/**
 * PAYLOAD_SECRET when set (required when several instances share a database);
 * otherwise a random secret generated on first start and kept in data/, so a
 * single machine needs no configuration.
 */
export function payloadSecret(): string {
  if (env.PAYLOAD_SECRET) return env.PAYLOAD_SECRET
  if (existsSync(SECRET_FILE)) return readFileSync(SECRET_FILE, 'utf8').trim()
  mkdirSync(path.dirname(SECRET_FILE), { recursive: true })
  const secret = randomBytes(32).toString('hex')
  try {
    writeFileSync(SECRET_FILE, secret, { mode: 0o600, flag: 'wx' })
    return secret
  } catch {
    // Another process wrote it first: use theirs.
    return readFileSync(SECRET_FILE, 'utf8').trim()
  }
}
