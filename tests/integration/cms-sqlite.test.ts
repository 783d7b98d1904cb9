import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { chineseCuts, cutChineseWith } from '@/content/search/terms'
import { cmsSuite } from './cms-suite'

// A fresh SQLite file per run, created by the CMS on first start.
const dir = mkdtempSync(path.join(tmpdir(), 'tianyan-sqlite-'))
process.env.DATABASE_URL = `file:${path.join(dir, 'site.db')}`
process.env.PAYLOAD_SECRET = 'integration-test-secret-0123456789abcdef'
// The one outside host redirects may go to.
process.env.REDIRECT_HOSTS = 'partner.example.com'
process.env.MEDIA_DIR = path.join(dir, 'media')

// npm run search:relevance compares other ways of cutting Chinese (the site uses jieba).
const cut = process.env.SEARCH_CHINESE_CUT
if (cut && cut in chineseCuts) cutChineseWith(cut as keyof typeof chineseCuts)

cmsSuite('SQLite')
