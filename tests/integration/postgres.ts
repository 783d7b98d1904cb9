import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { beforeAll, describe, it } from 'vitest'

/**
 * Runs `suite` against an empty PostgreSQL database. Needs a server:
 * scripts/validate.sh starts one on loopback (scripts/pg-test.sh) and passes
 * its URL as PG_TEST_URL; without it the suite is one failing test.
 */
export function onEmptyPostgres(title: string, suite: () => void) {
  const url = process.env.PG_TEST_URL
  if (!url) {
    describe(title, () => {
      it.fails('needs PG_TEST_URL (run scripts/validate.sh, which starts PostgreSQL)', () => {
        throw new Error('PG_TEST_URL is not set')
      })
    })
    return
  }
  process.env.DATABASE_URL = url
  process.env.PAYLOAD_SECRET = 'integration-test-secret-0123456789abcdef'
  // The one outside host redirects may go to.
  process.env.REDIRECT_HOSTS = 'partner.example.com'
  process.env.MEDIA_DIR = mkdtempSync(path.join(tmpdir(), 'tianyan-media-'))
  beforeAll(async () => {
    // Start from an empty database, as on a fresh machine.
    const client = new pg.Client({ connectionString: url })
    await client.connect()
    await client.query('DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public;')
    await client.end()
  })
  suite()
}
