import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { beforeAll, describe, it } from 'vitest'
import { upgradeSuite } from './upgrade-suite'

/** Needs PG_TEST_URL, like cms-postgres.test.ts (scripts/validate.sh starts the server). */
const url = process.env.PG_TEST_URL

if (url) {
  process.env.DATABASE_URL = url
  process.env.PAYLOAD_SECRET = 'integration-test-secret-0123456789abcdef'
  process.env.MEDIA_DIR = mkdtempSync(path.join(tmpdir(), 'tianyan-media-'))
  beforeAll(async () => {
    const client = new pg.Client({ connectionString: url })
    await client.connect()
    await client.query('DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public;')
    await client.end()
  })
  upgradeSuite('PostgreSQL')
} else {
  describe('Upgrading a PostgreSQL database with live content', () => {
    it.fails('needs PG_TEST_URL (run scripts/validate.sh, which starts PostgreSQL)', () => {
      throw new Error('PG_TEST_URL is not set')
    })
  })
}
