import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'

type Raw = { execute: (args: { drizzle: unknown; raw: string }) => Promise<unknown> }

const at = '2026-01-01T00:00:00.000Z'

/**
 * A database of the release before drafts (its migrations, live content
 * written as that release stored it) upgraded by the committed migrations:
 * what was live stays live, and the admin lists it. Run once per database
 * with DATABASE_URL set to a fresh, empty database.
 */
export function upgradeSuite(name: string) {
  describe(`Upgrading a ${name} database with live content`, () => {
    let payload: Payload

    beforeAll(async () => {
      const { getPayload } = await import('payload')
      const { default: config } = await import('@/payload.config')
      // Without the start-up hook, which would apply every migration at once.
      payload = await getPayload({ config, disableOnInit: true })
      const { isPostgres } = await import('@/lib/env')
      const { postgresMigrations, sqliteMigrations } = await import('@/cms/migration-lists')
      const migrations = isPostgres() ? postgresMigrations : sqliteMigrations
      const drafts = migrations.findIndex((m) => m.name.endsWith('_drafts_for_all_content'))
      expect(drafts).toBeGreaterThan(0)
      await payload.db.migrate({ migrations: migrations.slice(0, drafts) })

      const db = payload.db as unknown as Raw & { drizzle: unknown }
      const raw = (statement: string) => db.execute({ drizzle: db.drizzle, raw: statement })
      await raw(
        `insert into jobs (id, department, location, employment_type, open, "order", updated_at, created_at)
         values (7, 'research', 'beijing', 'full_time', true, 1, '${at}', '${at}')`,
      )
      await raw(
        `insert into jobs_locales (title, description, _locale, _parent_id)
         values ('研究员', '做研究。', 'zh', 7), ('Researcher', 'Research.', 'en', 7)`,
      )
      await raw(
        `insert into jobs_requirements (_order, _parent_id, _locale, id, text)
         values (1, 7, 'zh', 'r1', '好奇心'), (1, 7, 'en', 'r2', 'Curiosity')`,
      )
      await raw(
        `insert into jobs_translations ("order", parent_id, value) values (1, 7, 'zh'), (2, 7, 'en')`,
      )
      await raw(
        `insert into faqs (id, "order", updated_at, created_at) values (8, 1, '${at}', '${at}')`,
      )
      await raw(
        `insert into faqs_locales (question, answer, _locale, _parent_id)
         values ('问题？', '回答。', 'zh', 8), ('Question?', 'Answer.', 'en', 8)`,
      )
      await raw(
        `insert into faqs_translations ("order", parent_id, value) values (1, 8, 'zh'), (2, 8, 'en')`,
      )
      await raw(
        `insert into site (id, marketing_email, phone, support_email, feedback_email, jobs_email,
           official_account_url, video_account_url, updated_at, created_at)
         values (1, 'm@example.com', '1', 's@example.com', 'f@example.com', 'j@example.com',
           'https://example.com/a', 'https://example.com/v', '${at}', '${at}')`,
      )
      await raw(
        `insert into site_locales (company_name, licence_default_company_line, licence_marked_company_line, _locale, _parent_id)
         values ('天衍智能', '甲', '乙', 'zh', 1), ('Tianyan AI', 'A', 'B', 'en', 1)`,
      )

      // Two images: the cover of a published article, and of a draft's.
      await raw(
        `insert into media (id, filename, mime_type, width, height, updated_at, created_at)
         values (5, 'live.webp', 'image/webp', 16, 9, '${at}', '${at}'),
                (6, 'unannounced.webp', 'image/webp', 16, 9, '${at}', '${at}')`,
      )
      await raw(
        `insert into media_locales (alt, _locale, _parent_id)
         values ('封面', 'zh', 5), ('Cover', 'en', 5), ('封面', 'zh', 6), ('Cover', 'en', 6)`,
      )
      await raw(
        `insert into news (id, category, published_at, cover_id, _status, updated_at, created_at)
         values (9, 'company', '${at}', 5, 'published', '${at}', '${at}'),
                (10, 'company', '${at}', 6, 'draft', '${at}', '${at}')`,
      )

      // The upgrade, as the start-up hook runs it.
      await payload.db.migrate({ migrations })
    })
    afterAll(async () => {
      await payload?.destroy()
    })

    it('keeps what was live visible to visitors, with its texts', async () => {
      const { readJobs } = await import('@/content-types/jobs/data/read')
      const { readFaqs } = await import('@/content-types/faqs/data/read')
      const { readSiteSettings } = await import('@/data/site')
      expect((await readJobs(payload, 'zh')).map((job) => [job.title, job.requirements])).toEqual([
        ['研究员', ['好奇心']],
      ])
      expect((await readJobs(payload, 'en')).map((job) => job.title)).toEqual(['Researcher'])
      expect((await readFaqs(payload, 'en')).map((faq) => faq.question)).toEqual(['Question?'])
      expect((await readSiteSettings(payload, 'en')).companyName).toBe('Tianyan AI')
      const site = await payload.findGlobal({ slug: 'site', overrideAccess: false, draft: true })
      expect(site.companyName).toBe('天衍智能')
    })

    it('shows visitors the media of published articles only', async () => {
      const visible = await payload.find({ collection: 'media', overrideAccess: false, depth: 0 })
      expect(visible.docs.map((doc) => doc.id)).toEqual([5])
      const all = await payload.find({ collection: 'media', depth: 0 })
      expect(all.totalDocs).toBe(2)
    })

    it('gives it a published first version, which the admin lists and edits', async () => {
      for (const collection of ['jobs', 'faqs'] as const) {
        const listed = await payload.find({ collection, draft: true, depth: 0 })
        expect(listed.docs.map((doc) => [doc.id, doc._status])).toEqual([
          [collection === 'jobs' ? 7 : 8, 'published'],
        ])
      }
      const versions = await payload.findGlobalVersions({ slug: 'site', depth: 0 })
      expect(versions.docs.map((doc) => doc.version._status)).toEqual(['published'])
      const company = await payload.findGlobalVersions({ slug: 'company', depth: 0 })
      expect(company.totalDocs).toBe(0)
    })
  })
}
