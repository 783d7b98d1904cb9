import sharp from 'sharp'
import type { Payload } from 'payload'
import { describe, expect, it } from 'vitest'
import { richText } from '@/cms/seed/lexical'
import type { Media, User } from '@/payload-types'
import type { Locale } from '@/i18n/locales'

const HOUR_MS = 60 * 60 * 1000

async function pngFile(name: string) {
  const data = await sharp({
    create: { width: 1200, height: 675, channels: 3, background: '#3a4fe0' },
  })
    .png()
    .toBuffer()
  return { data, mimetype: 'image/png', name, size: data.length }
}

/**
 * The content collections: who may read and write what, drafts and scheduled
 * articles, translation status, uploads. Runs inside the CMS suite, on each
 * database, after the first admin exists.
 */
export function contentTests(getPayload: () => Payload) {
  describe('content', () => {
    let admin: User
    let editor: User
    let cover: Media

    const article = (overrides: Record<string, unknown>) => ({
      title: '天衍通用大模型升级',
      summary: '新版本在长文本理解上显著提升。',
      body: richText([{ paragraph: '正文。' }]),
      category: 'company' as const,
      publishedAt: new Date(Date.now() - HOUR_MS).toISOString(),
      cover: cover.id,
      _status: 'published' as const,
      ...overrides,
    })

    it('lets an admin create an editor, and the editor upload an image in WebP sizes', async () => {
      const payload = getPayload()
      const { docs } = await payload.find({
        collection: 'users',
        where: { email: { equals: 'admin@example.com' } },
      })
      admin = docs[0] as User
      editor = await payload.create({
        collection: 'users',
        overrideAccess: false,
        user: admin,
        data: { email: 'editor@example.com', password: 'an-editor-password-1', roles: ['editor'] },
      })
      cover = await payload.create({
        collection: 'media',
        overrideAccess: false,
        user: editor,
        locale: 'zh',
        data: { alt: '蓝色封面' },
        file: await pngFile('cover.png'),
      })
      expect(cover.mimeType).toBe('image/webp')
      expect(cover.sizes?.card?.width).toBe(960)
      expect(cover.sizes?.card?.mimeType).toBe('image/webp')
    })

    it('keeps users out of an editor’s reach', async () => {
      const payload = getPayload()
      await expect(
        payload.create({
          collection: 'users',
          overrideAccess: false,
          user: editor,
          data: { email: 'another@example.com', password: 'another-password-1', roles: ['admin'] },
        }),
      ).rejects.toThrow()
      const { docs } = await payload.find({
        collection: 'users',
        overrideAccess: false,
        user: editor,
      })
      expect(docs.map((doc) => doc.email)).toEqual(['editor@example.com'])
    })

    it('shows visitors published articles only: no drafts, nothing scheduled', async () => {
      const payload = getPayload()
      const published = await payload.create({
        collection: 'news',
        locale: 'zh',
        data: article({ title: '已发布' }),
      })
      const draft = await payload.create({
        collection: 'news',
        locale: 'zh',
        draft: true,
        data: article({ title: '草稿', _status: 'draft' }),
      })
      const scheduled = await payload.create({
        collection: 'news',
        locale: 'zh',
        data: article({
          title: '定时发布',
          publishedAt: new Date(Date.now() + 24 * HOUR_MS).toISOString(),
        }),
      })

      const visitor = await payload.find({
        collection: 'news',
        overrideAccess: false,
        locale: 'zh',
      })
      expect(visitor.docs.map((doc) => doc.id)).toEqual([published.id])
      await expect(
        payload.findByID({ collection: 'news', id: scheduled.id, overrideAccess: false }),
      ).rejects.toThrow()
      await expect(
        payload.findByID({ collection: 'news', id: draft.id, overrideAccess: false, draft: true }),
      ).rejects.toThrow()

      const editorView = await payload.find({
        collection: 'news',
        overrideAccess: false,
        user: editor,
        draft: true,
        locale: 'zh',
      })
      expect(editorView.docs.map((doc) => doc.id).sort()).toEqual(
        [published.id, draft.id, scheduled.id].sort(),
      )
    })

    it('refuses writes from visitors', async () => {
      const payload = getPayload()
      await expect(
        payload.create({
          collection: 'news',
          overrideAccess: false,
          locale: 'zh',
          data: article({ title: '匿名' }),
        }),
      ).rejects.toThrow()
      await expect(
        payload.create({
          collection: 'faqs',
          overrideAccess: false,
          locale: 'zh',
          data: { question: '问？', answer: '答。', order: 1 },
        }),
      ).rejects.toThrow()
      await expect(
        payload.updateGlobal({
          slug: 'company',
          overrideAccess: false,
          locale: 'zh',
          data: { mission: '改写' },
        }),
      ).rejects.toThrow()
    })

    it('records which languages an item is complete in', async () => {
      const payload = getPayload()
      const created = await payload.create({
        collection: 'news',
        locale: 'zh',
        data: article({ title: '只有中文' }),
      })
      expect(created.translations).toEqual(['zh'])
      const translated = await payload.update({
        collection: 'news',
        id: created.id,
        locale: 'en',
        data: {
          title: 'Now in English',
          summary: 'A summary.',
          body: richText([{ paragraph: 'Body.' }]),
        },
      })
      expect([...(translated.translations ?? [])].sort()).toEqual(['en', 'zh'])
      // Both languages keep their own text.
      const zh = await payload.findByID({ collection: 'news', id: created.id, locale: 'zh' })
      expect(zh.title).toBe('只有中文')
      const en = await payload.findByID({ collection: 'news', id: created.id, locale: 'en' })
      expect(en.title).toBe('Now in English')
    })

    it('hides closed job openings from visitors', async () => {
      const payload = getPayload()
      const base = {
        department: 'engineering' as const,
        location: 'remote' as const,
        employmentType: 'full_time' as const,
        description: '负责推理服务。',
        requirements: [{ text: '三年以上经验' }],
      }
      const open = await payload.create({
        collection: 'jobs',
        locale: 'zh',
        data: { ...base, title: '推理工程师', open: true },
      })
      await payload.create({
        collection: 'jobs',
        locale: 'zh',
        data: { ...base, title: '已关闭职位', open: false },
      })
      const { docs } = await payload.find({
        collection: 'jobs',
        overrideAccess: false,
        locale: 'zh',
      })
      expect(docs.map((doc) => doc.id)).toEqual([open.id])
    })

    it('accepts redirects to site paths and https addresses only', async () => {
      const payload = getPayload()
      await expect(
        payload.create({ collection: 'redirects', data: { from: '/old', to: '/news' } }),
      ).resolves.toBeTruthy()
      await expect(
        payload.create({
          collection: 'redirects',
          data: { from: '/partner', to: 'https://partner.example.com/x', permanent: true },
        }),
      ).resolves.toBeTruthy()
      for (const to of ['//evil.example', 'javascript:alert(1)', 'http://plain.example', 'news']) {
        await expect(
          payload.create({ collection: 'redirects', data: { from: `/bad-${to.length}`, to } }),
        ).rejects.toThrow()
      }
      await expect(
        payload.create({ collection: 'redirects', data: { from: 'https://x.example', to: '/' } }),
      ).rejects.toThrow()
    })

    describe('data layer', () => {
      // Articles of their own: industry news in 2023, so that other tests' items do not interfere.
      const at = (iso: string) => new Date(iso).toISOString()
      const ids: Record<string, number> = {}

      it('reads a page of news with filters, in one language', async () => {
        const payload = getPayload()
        const { readNewsPage } = await import('@/data/news')
        const make = async (key: string, publishedAt: string, locales: Locale[]) => {
          const doc = await payload.create({
            collection: 'news',
            locale: 'zh',
            data: article({ title: `中文 ${key}`, category: 'industry', publishedAt }),
          })
          if (locales.includes('en')) {
            await payload.update({
              collection: 'news',
              id: doc.id,
              locale: 'en',
              data: {
                title: `English ${key}`,
                summary: 'Summary.',
                body: richText([{ paragraph: 'Body.' }]),
              },
            })
          }
          ids[key] = doc.id
        }
        // 1 March 2023 00:30 in Shanghai is still February in UTC: it belongs to March.
        await make('feb', at('2023-02-10T04:00:00Z'), ['zh', 'en'])
        await make('mar-early', at('2023-02-28T16:30:00Z'), ['zh', 'en'])
        await make('mar', at('2023-03-15T04:00:00Z'), ['zh'])
        await make('nov', at('2023-11-20T04:00:00Z'), ['zh', 'en'])

        const zh2023 = await readNewsPage(payload, 'zh', {
          category: 'industry',
          year: 2023,
          page: 1,
        })
        expect(zh2023.items.map((item) => item.id)).toEqual([
          ids.nov,
          ids.mar,
          ids['mar-early'],
          ids.feb,
        ])
        expect(zh2023.items[0]?.cover?.srcSet.length).toBeGreaterThan(0)

        const en2023 = await readNewsPage(payload, 'en', {
          category: 'industry',
          year: 2023,
          page: 1,
        })
        expect(en2023.items.map((item) => item.title)).toEqual([
          'English nov',
          'English mar-early',
          'English feb',
        ])

        const march = await readNewsPage(payload, 'zh', {
          category: 'industry',
          year: 2023,
          month: 3,
          page: 1,
        })
        expect(march.items.map((item) => item.id)).toEqual([ids.mar, ids['mar-early']])

        const beyond = await readNewsPage(payload, 'zh', {
          category: 'industry',
          year: 2023,
          page: 99,
        })
        expect(beyond.items).toEqual([])
        expect(beyond.totalPages).toBe(1)
      })

      it('lists the years and months that have articles', async () => {
        const { readNewsFacets } = await import('@/data/news')
        const facets = await readNewsFacets(getPayload(), 'en', 'industry')
        expect(facets.years).toContain(2023)
        expect(facets.months[2023]).toEqual([2, 3, 11])
      })

      it('reads an article with its neighbours in the same language, and nothing lacking that language', async () => {
        const payload = getPayload()
        const { readArticle } = await import('@/data/news')
        const en = await readArticle(payload, 'en', ids['mar-early'] as number)
        expect(en?.title).toBe('English mar-early')
        expect(en?.body).toBeTruthy()
        // "mar" has no English: the English neighbours skip it.
        expect(en?.previous?.id).toBe(ids.feb)
        expect(en?.next?.id).not.toBe(ids.mar)
        expect(await readArticle(payload, 'en', ids.mar as number)).toBeNull()
        expect((await readArticle(payload, 'zh', ids.mar as number))?.title).toBe('中文 mar')
        expect(await readArticle(payload, 'zh', 987654)).toBeNull()
      })

      it('keeps drafts and scheduled articles out of every read', async () => {
        const payload = getPayload()
        const { readLatestNews, readNewsIndex } = await import('@/data/news')
        const titles = (await readLatestNews(payload, 'zh', 100)).map((item) => item.title)
        expect(titles).toContain('已发布')
        expect(titles).not.toContain('草稿')
        expect(titles).not.toContain('定时发布')
        const index = await readNewsIndex(payload, 'zh')
        expect(index.length).toBe(titles.length)
      })

      it('reads open jobs, the FAQ in order, and the redirect rules', async () => {
        const payload = getPayload()
        const { readJobs } = await import('@/data/jobs')
        const { readFaqs } = await import('@/data/faqs')
        const { readRedirectRules } = await import('@/data/redirects')
        expect((await readJobs(payload, 'zh')).map((job) => job.title)).toEqual(['推理工程师'])
        expect(await readJobs(payload, 'en')).toEqual([])
        for (const [order, question] of [
          [2, '第二个问题？'],
          [1, '第一个问题？'],
        ] as const) {
          await payload.create({
            collection: 'faqs',
            locale: 'zh',
            data: { question, answer: '答案。', order },
          })
        }
        expect((await readFaqs(payload, 'zh')).map((faq) => faq.question)).toEqual([
          '第一个问题？',
          '第二个问题？',
        ])
        expect(await readFaqs(payload, 'en')).toEqual([])
        expect(await readRedirectRules(payload)).toEqual([
          { from: '/old', to: '/news', permanent: false },
          { from: '/partner', to: 'https://partner.example.com/x', permanent: true },
        ])
      })
    })
  })
}
