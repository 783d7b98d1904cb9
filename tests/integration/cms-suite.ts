import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { archiveTests } from './archive-tests'
import { contentTests } from './content-tests'
import { editingTests } from './editing-tests'
import { searchTests } from './search-tests'
import { sessionTests } from './session-tests'
import { workKeptTests } from './work-kept-tests'
import { startMailServer, type LocalMailServer } from './smtp'

/**
 * The CMS and the data layer against a real database. Run once per database
 * (cms-sqlite.test.ts, cms-postgres.test.ts) with DATABASE_URL already set to a
 * fresh, empty database.
 */
export function cmsSuite(name: string) {
  // A database's first start, in the order it happens: the schema, the seeds,
  // the first admin (whom the suites after it sign in as). Those suites stand
  // alone, in any order.
  describe(`CMS and data layer on ${name}`, { shuffle: false }, () => {
    let payload: Payload
    let mail: LocalMailServer

    beforeAll(async () => {
      // Password resets go out through a mail server on this machine.
      mail = await startMailServer()
      process.env.SMTP_URL = mail.url
      const { getPayload } = await import('payload')
      const { default: config } = await import('@/payload.config')
      payload = await getPayload({ config })
    })
    afterAll(async () => {
      await payload?.destroy()
      await mail?.close()
    })

    it('creates the schema from the committed migrations on first start', async () => {
      const { docs } = await payload.find({ collection: 'payload-migrations', limit: 100 })
      const lists = await import('@/cms/migration-lists')
      const committed = (name === 'SQLite' ? lists.sqliteMigrations : lists.postgresMigrations).map(
        (migration) => migration.name,
      )
      // The list is the folder's: from the first schema to the latest change.
      expect(committed[0]).toMatch(/_initial$/)
      expect(committed).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/_content$/),
          expect.stringMatching(/_search_index$/),
        ]),
      )
      expect(docs.map((doc) => doc.name).sort()).toEqual([...committed].sort())
    })

    it('seeds the launch site settings in both languages', async () => {
      const { readSiteSettings } = await import('@/data/site')
      const zh = await readSiteSettings(payload, 'zh')
      const en = await readSiteSettings(payload, 'en')
      expect(zh.companyName).toBe('天衍智能')
      expect(en.companyName).toBe('Tianyan AI')
      expect(zh.jobsEmail).toMatch(/@tianyan-ai\.example\.com$/)
      expect(zh.licence.main.lines.length).toBeGreaterThan(0)
      expect(en.licence.main.lines.map((l) => l.text)).toContain('ICP licence: Jing ICP 14000000-1')
      expect(zh.licence.alt.companyLine).not.toBe(zh.licence.main.companyLine)
      expect(en.licence.alt.companyLine).toMatch(/Zhengzhou/)
      expect(zh.appLinks.answer.ios).toMatch(/^https:\/\//)
      expect(en.appLinks).toEqual(zh.appLinks)
      expect(Object.values(zh.appLinks).flatMap((app) => Object.values(app))).toHaveLength(4)
    })

    it('keeps app store addresses to https and fills empty ones from npm run seed', async () => {
      const { seedAppLinks } = await import('@/cms/seed/seed-site')
      const { readSiteSettings } = await import('@/data/site')
      await expect(
        payload.updateGlobal({
          slug: 'site',
          data: { appLinks: { answerIos: 'javascript:alert(1)' } },
        }),
      ).rejects.toThrow()
      expect(await seedAppLinks(payload)).toBe(false)

      const empty = { answerIos: '', answerAndroid: '', plantIos: '', plantAndroid: '' }
      await payload.updateGlobal({ slug: 'site', data: { appLinks: empty } })
      expect((await readSiteSettings(payload, 'zh')).appLinks.plant.android).toBeNull()
      expect(await seedAppLinks(payload)).toBe(true)
      expect((await readSiteSettings(payload, 'zh')).appLinks.plant.android).toMatch(/^https:/)
      expect(await seedAppLinks(payload)).toBe(false)
    })

    it('keeps the footer and QR addresses to http and https, and pages show no other', async () => {
      const { readSiteSettings } = await import('@/data/site')
      const hostile = ['//evil.example', 'data:text/html,x', 'javascript:alert(1)', 'https://a b']
      for (const url of hostile) {
        for (const data of [
          { officialAccountUrl: url },
          { videoAccountUrl: url },
          { analyticsEndpoint: url },
          { licenceDefault: { lines: [{ text: '备案', url }] } },
        ]) {
          await expect(payload.updateGlobal({ slug: 'site', data }), url).rejects.toThrow()
        }
      }
      // Saved before the check (or written around it): the pages leave it out.
      const { siteSettingsFrom } = await import('@/data/site')
      const before = await payload.findGlobal({ slug: 'site', depth: 0, locale: 'zh' })
      const site = siteSettingsFrom({
        ...before,
        officialAccountUrl: '//evil.example',
        analyticsEndpoint: 'data:text/html,x',
        licenceDefault: {
          ...before.licenceDefault,
          lines: [{ text: '备案', url: 'javascript:x' }],
        },
      })
      expect(site.officialAccountUrl).toBeNull()
      expect(site.analyticsEndpoint).toBeNull()
      expect(site.licence.main.lines).toEqual([{ text: '备案', url: null }])
      expect((await readSiteSettings(payload, 'zh')).officialAccountUrl).toMatch(/^https:\/\//)
    })

    it('never overwrites what an editor saved', async () => {
      const { seedSite } = await import('@/cms/seed/seed-site')
      const seeded = (await payload.findGlobal({ slug: 'site', locale: 'en' })).companyName
      await payload.updateGlobal({ slug: 'site', locale: 'en', data: { companyName: 'Tianyan' } })
      try {
        expect(await seedSite(payload)).toBe(false)
        const site = await payload.findGlobal({ slug: 'site', locale: 'en' })
        expect(site.companyName).toBe('Tianyan')
      } finally {
        await payload.updateGlobal({ slug: 'site', locale: 'en', data: { companyName: seeded } })
      }
    })

    it('lets anyone read the settings and only logged-in users change them', async () => {
      await expect(
        payload.findGlobal({ slug: 'site', overrideAccess: false }),
      ).resolves.toBeTruthy()
      await expect(
        payload.updateGlobal({ slug: 'site', overrideAccess: false, data: { phone: '1' } }),
      ).rejects.toThrow()
    })

    it('refuses to create a user without an admin, as the public first-user screen would', async () => {
      await expect(
        payload.create({
          collection: 'users',
          data: { email: 'intruder@example.com', password: 'a-long-password-1', roles: ['admin'] },
        }),
      ).rejects.toThrow(/npm run admin:create/)
      await expect(
        payload.create({
          collection: 'users',
          overrideAccess: false,
          data: { email: 'intruder@example.com', password: 'a-long-password-1', roles: ['admin'] },
        }),
      ).rejects.toThrow()
    })

    it('creates the first admin through the documented command only once', async () => {
      const { createAdmin } = await import('@/cms/first-admin')
      const input = { email: 'admin@example.com', password: 'correct-horse-battery' }
      expect(await createAdmin(payload, input)).toBe('created')
      expect(await createAdmin(payload, input)).toBe('exists')
      const { docs } = await payload.find({ collection: 'users' })
      expect(docs).toHaveLength(1)
      expect(docs[0]?.roles).toEqual(['admin'])
    })

    it('runs what waits for a save once the save is committed', async () => {
      const { afterCommit } = await import('@/cms/after-commit')
      const { commitTransaction, createLocalReq, initTransaction } = await import('payload')
      const req = await createLocalReq({}, payload)
      const transaction = await initTransaction(req)
      const done: string[] = []
      await afterCommit(req, () => done.push('invalidated'))
      // PostgreSQL holds the save in a transaction; SQLite has written it already.
      expect(transaction).toBe(name === 'PostgreSQL')
      expect(done).toEqual(transaction ? [] : ['invalidated'])
      await commitTransaction(req)
      expect(done).toEqual(['invalidated'])
    })

    it('never locks an account itself: guesses from elsewhere cannot lock its owner out', async () => {
      const email = 'admin@example.com'
      for (let attempt = 0; attempt < 6; attempt++) {
        await expect(
          payload.login({ collection: 'users', data: { email, password: 'wrong-password' } }),
        ).rejects.toThrow()
      }
      // Failed sign-ins are limited per address and per account from one
      // address, over HTTP (hooks/login-limit.ts; e2e tests); the owner's
      // right password still works.
      const { user } = await payload.login({
        collection: 'users',
        data: { email, password: 'correct-horse-battery' },
      })
      expect(user?.email).toBe(email)
    })

    // In random order with TEST_SHUFFLE=1 (vitest.config.ts), as the other files.
    describe('after the first start', { shuffle: process.env.TEST_SHUFFLE === '1' }, () => {
      sessionTests(() => payload, { email: 'admin@example.com', password: 'correct-horse-battery' })
      contentTests(() => payload)
      editingTests(() => payload)
      workKeptTests(
        () => payload,
        () => mail,
      )
      archiveTests(() => payload)
      searchTests(() => payload)
    })
  })
}
