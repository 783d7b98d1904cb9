import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { upgradeSuite } from './upgrade-suite'

const dir = mkdtempSync(path.join(tmpdir(), 'tianyan-upgrade-'))
process.env.DATABASE_URL = `file:${path.join(dir, 'site.db')}`
process.env.PAYLOAD_SECRET = 'integration-test-secret-0123456789abcdef'
process.env.MEDIA_DIR = path.join(dir, 'media')

upgradeSuite('SQLite')
