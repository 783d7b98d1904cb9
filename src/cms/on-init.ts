import type { Payload } from 'payload'
import { registerCredentialCheck } from '../server/guards/credentials'
import { env, isPostgres } from '../lib/env'
import { createAdmin } from './first-admin'
import { indexItem } from './search-index/index-items'
import { postgresMigrations, sqliteMigrations } from './migration-lists'
import { seedContent } from './seed/seed-content'
import { seedSite } from './seed/seed-site'

/**
 * Runs whenever Payload starts, so that a fresh machine needs nothing but
 * `npm start`: applies pending migrations (a no-op when up to date), fills an
 * empty database with the launch content, and creates the first admin from
 * ADMIN_EMAIL and ADMIN_PASSWORD when no user exists yet.
 */
export async function onInit(payload: Payload): Promise<void> {
  // Uploads claiming credentials are checked before their bodies are read (src/server/main.ts).
  registerCredentialCheck(async (headers) => Boolean((await payload.auth({ headers })).user))

  await payload.db.migrate({ migrations: isPostgres() ? postgresMigrations : sqliteMigrations })

  // The models and apps are written in the catalogues, which a deploy may
  // change: search finds them as this build writes them.
  await indexItem(payload, 'product', 0)

  // An empty database (its settings were never saved) gets the whole launch content.
  if (await seedSite(payload)) {
    payload.logger.info('Seeded the launch site settings.')
    payload.logger.info(`Seeded the launch content: ${JSON.stringify(await seedContent(payload))}`)
  }

  if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD) {
    const { totalDocs } = await payload.count({ collection: 'users', overrideAccess: true })
    if (totalDocs === 0) {
      await createAdmin(payload, { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD })
      payload.logger.info(`Created the first admin ${env.ADMIN_EMAIL}.`)
    }
  }
}
