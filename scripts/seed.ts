/**
 * Adds the launch content that is missing (news, jobs, FAQ, videos, company
 * profile, app download addresses): items found by their seed key are left as editors saved them;
 * seeded items an editor deleted come back. The first start of an empty
 * database does this on its own.
 * Run: npm run seed
 */
import './load-env'
import { getPayload } from 'payload'
import { seedContent } from '../src/cms/seed/seed-content'
import { seedAppLinks } from '../src/cms/seed/seed-site'
import config from '../src/payload.config'

const payload = await getPayload({ config })
const added = { ...(await seedContent(payload)), appLinks: await seedAppLinks(payload) }
payload.logger.info(`Launch content added: ${JSON.stringify(added)}`)
await payload.destroy()
process.exit(0)
