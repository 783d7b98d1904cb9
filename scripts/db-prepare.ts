/**
 * Creates the database when missing, applies the migrations and seeds the
 * launch content (all done by the CMS's start-up hook). Idempotent.
 * Run: npm run db:prepare
 */
import './load-env'
import { getPayload } from 'payload'
import config from '../src/payload.config'

const payload = await getPayload({ config })
payload.logger.info('Database ready.')
await payload.destroy()
process.exit(0)
