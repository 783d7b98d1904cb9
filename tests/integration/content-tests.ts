import { plainPng } from '../fixtures/pictures'
import { createLocalReq, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { richText } from '@/cms/seed/lexical'
import type { Media, User } from '@/payload-types'
import type { Locale } from '@/i18n/locales'

const HOUR_MS = 60 * 60 * 1000

async function pngFile(name: string) {
  const data = await plainPng(1200, 675, '#3a4fe0')
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

    /** A job opening's fields besides its title and state. */
    const opening = (description: string) => ({
      department: 'engineering' as const,
      location: 'remote' as const,
      employmentType: 'full_time' as const,
      description,
      requirements: [{ text: '三年以上经验' }],
    })

    // Every test's fixtures: the first admin, an editor the admin creates, and
    // a cover the editor uploads (each test stands alone on them).
    beforeAll(async () => {
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
        data: { alt: '蓝色封面', altInOtherLanguage: 'A blue cover' },
        file: await pngFile('cover.png'),
      })
    })

    it('lets an admin create an editor, and the editor upload an image in WebP sizes', async () => {
      const payload = getPayload()
      expect(editor.roles).toEqual(['editor'])
      expect(cover.mimeType).toBe('image/webp')
      // The other language's alt text, given on the same form, is that language's alt.
      const inEnglish = await payload.findByID({ collection: 'media', id: cover.id, locale: 'en' })
      expect(inEnglish.alt).toBe('A blue cover')
      // …without storing the upload a second time.
      expect(inEnglish.filename).toBe(cover.filename)
      expect(inEnglish.filename).toBe('cover.webp')
      expect(cover.sizes?.card?.width).toBe(960)
      expect(cover.sizes?.card?.mimeType).toBe('image/webp')
    })

    it('lets an editor see colleagues by name, and change no account but their own', async () => {
      const payload = getPayload()
      await expect(
        payload.create({
          collection: 'users',
          overrideAccess: false,
          user: editor,
          data: { email: 'another@example.com', password: 'another-password-1', roles: ['admin'] },
        }),
      ).rejects.toThrow()
      await expect(
        payload.update({
          collection: 'users',
          id: admin.id,
          overrideAccess: false,
          user: editor,
          data: { name: 'Renamed' },
        }),
      ).rejects.toThrow()
      const { docs } = await payload.find({
        collection: 'users',
        overrideAccess: false,
        user: editor,
      })
      expect(docs.map((doc) => doc.email)).toEqual(
        expect.arrayContaining(['admin@example.com', 'editor@example.com']),
      )
      // An account created without a name is named after its address.
      expect(docs.find((doc) => doc.email === 'editor@example.com')?.name).toBe('editor')
    })

    it('asks every account for a password of 12 characters or more', async () => {
      const payload = getPayload()
      const short = payload.create({
        collection: 'users',
        overrideAccess: false,
        user: admin,
        data: { email: 'short@example.com', password: 'abc', roles: ['editor'] },
      })
      await expect(short).rejects.toMatchObject({
        data: { errors: [expect.objectContaining({ path: 'password' })] },
      })
      await expect(
        payload.update({
          collection: 'users',
          id: editor.id,
          overrideAccess: false,
          user: editor,
          data: { password: 'short-11chr' },
        }),
      ).rejects.toThrow(/12/)
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
      const seen = visitor.docs.map((doc) => doc.id)
      expect(seen).toContain(published.id)
      expect(seen).not.toContain(draft.id)
      expect(seen).not.toContain(scheduled.id)
      await expect(
        payload.findByID({ collection: 'news', id: scheduled.id, overrideAccess: false }),
      ).rejects.toThrow()
      await expect(
        payload.findByID({ collection: 'news', id: draft.id, overrideAccess: false, draft: true }),
      ).rejects.toThrow()

      const ids = [published.id, draft.id, scheduled.id]
      const editorView = await payload.find({
        collection: 'news',
        overrideAccess: false,
        user: editor,
        draft: true,
        locale: 'zh',
        where: { id: { in: ids } },
      })
      expect(editorView.docs.map((doc) => doc.id).sort()).toEqual(
        [published.id, draft.id, scheduled.id].sort(),
      )
    })

    it('shows visitors a medium only once a published article or video shows it', async () => {
      const payload = getPayload()
      const upload = async (name: string) =>
        payload.create({
          collection: 'media',
          locale: 'zh',
          data: { alt: `图片：${name}`, altInOtherLanguage: `Image: ${name}` },
          file: await pngFile(`${name}.png`),
        })
      const draftCover = await upload('draft-cover')
      const scheduledImage = await upload('scheduled-image')
      const englishImage = await upload('english-image')
      const poster = await upload('poster')
      const all = [draftCover, scheduledImage, englishImage, poster].map((medium) => medium.id)
      const seen = async () => {
        const where = { id: { in: all } }
        const { docs } = await payload.find({ collection: 'media', overrideAccess: false, where })
        return docs.map((doc) => doc.id).sort()
      }
      const visibleAre = async (...media: Media[]) =>
        expect(await seen()).toEqual(media.map((medium) => medium.id).sort())

      // Uploaded, and shown by drafts, a scheduled article, a draft video: editors only.
      const draft = await payload.create({
        collection: 'news',
        locale: 'zh',
        draft: true,
        data: article({ title: '草稿封面', cover: draftCover.id, _status: 'draft' }),
      })
      const scheduled = await payload.create({
        collection: 'news',
        locale: 'zh',
        data: article({
          title: '定时配图',
          body: richText([{ paragraph: '图：' }, { image: scheduledImage.id }]),
          publishedAt: new Date(Date.now() + 24 * HOUR_MS).toISOString(),
        }),
      })
      const video = await payload.create({
        collection: 'videos',
        locale: 'zh',
        draft: true,
        data: {
          title: '草稿视频',
          poster: poster.id,
          url: 'https://example.com/v',
          duration: 30,
          order: 900,
          _status: 'draft',
        },
      })
      await visibleAre()
      // The draft video's poster is in use: it may not be deleted.
      const { mediaUses } = await import('@/cms/hooks/media-in-use')
      expect(await mediaUses(await createLocalReq({}, payload), poster.id)).toEqual([
        { kind: 'videos', name: '草稿视频' },
      ])
      await expect(
        payload.findByID({ collection: 'media', id: scheduledImage.id, overrideAccess: false }),
      ).rejects.toThrow()
      const editorView = await payload.find({
        collection: 'media',
        overrideAccess: false,
        user: editor,
        where: { id: { in: all } },
      })
      expect(editorView.totalDocs).toBe(4)

      // Only the English body of a published article shows it: public, until unpublished.
      const bilingual = await payload.create({
        collection: 'news',
        locale: 'zh',
        data: article({ title: '双语配图' }),
      })
      await payload.update({
        collection: 'news',
        id: bilingual.id,
        locale: 'en',
        data: {
          title: 'Bilingual image',
          summary: 'An article with an image in English.',
          body: richText([{ image: englishImage.id }]),
        },
      })
      await visibleAre(englishImage)
      await payload.update({
        collection: 'news',
        id: bilingual.id,
        locale: 'zh',
        data: { _status: 'draft' },
      })
      await visibleAre()

      // Published, come due, published: each medium from that moment on.
      await payload.update({
        collection: 'news',
        id: draft.id,
        locale: 'zh',
        data: { _status: 'published' },
      })
      await payload.update({
        collection: 'news',
        id: scheduled.id,
        locale: 'zh',
        data: { publishedAt: new Date(Date.now() - HOUR_MS).toISOString() },
      })
      await payload.update({
        collection: 'videos',
        id: video.id,
        locale: 'zh',
        data: { _status: 'published' },
      })
      await visibleAre(draftCover, scheduledImage, poster)
      const { readArticle } = await import('@/content-types/news/data/news-article')
      expect((await readArticle(payload, 'zh', draft.id))?.cover?.url).toMatch(/draft-cover/)

      // Deleted: what it alone showed is private again.
      await payload.delete({ collection: 'videos', id: video.id })
      await payload.delete({ collection: 'news', id: scheduled.id })
      await visibleAre(draftCover)
    })

    it('keeps a shared medium right when two articles are published and unpublished at once', async () => {
      const payload = getPayload()
      const shared = await payload.create({
        collection: 'media',
        locale: 'zh',
        data: { alt: '共用', altInOtherLanguage: 'Shared' },
        file: await pngFile('shared.png'),
      })
      const [first, second] = await Promise.all(
        ['共用一', '共用二'].map((title, index) =>
          payload.create({
            collection: 'news',
            locale: 'zh',
            draft: index === 0,
            data: article({
              title,
              cover: shared.id,
              _status: index === 0 ? 'draft' : 'published',
            }),
          }),
        ),
      )
      const setStatus = (id: number, status: 'draft' | 'published') =>
        payload.update({ collection: 'news', id, locale: 'zh', data: { _status: status } })
      const visible = async () =>
        (
          await payload.find({
            collection: 'media',
            overrideAccess: false,
            where: { id: { equals: shared.id } },
          })
        ).totalDocs
      // Each round one article is published as the other is unpublished: one always shows it.
      for (let round = 0; round < 12; round++) {
        const [publish, unpublish] = round % 2 === 0 ? [first, second] : [second, first]
        await Promise.all([setStatus(publish!.id, 'published'), setStatus(unpublish!.id, 'draft')])
        expect(await visible(), `round ${round}`).toBe(1)
      }
      await Promise.all([setStatus(first!.id, 'draft'), setStatus(second!.id, 'draft')])
      expect(await visible()).toBe(0)
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

    it('refuses a text that looks like the other language unless the editor confirms it', async () => {
      const payload = getPayload()
      const faq = await payload.create({
        collection: 'faqs',
        locale: 'zh',
        data: { question: '语言检查的问题？', answer: '语言检查的回答。', order: 90 },
      })
      await expect(
        payload.update({
          collection: 'faqs',
          id: faq.id,
          locale: 'en',
          data: { question: '这是中文写的英文问题？', answer: 'An answer.' },
        }),
      ).rejects.toThrow(/question|问题/i)
      await expect(
        payload.update({
          collection: 'faqs',
          id: faq.id,
          locale: 'zh',
          data: { question: 'Written in English only?' },
        }),
      ).rejects.toThrow()
      const confirmed = await payload.update({
        collection: 'faqs',
        id: faq.id,
        locale: 'en',
        data: { question: '天衍 (Tianyan) 是什么？', answer: 'An answer.', confirmLanguage: true },
      })
      expect(confirmed.question).toBe('天衍 (Tianyan) 是什么？')
      await payload.delete({ collection: 'faqs', id: faq.id })
    })

    it('asks for the alt text of both languages', async () => {
      const payload = getPayload()
      await expect(
        payload.create({
          collection: 'media',
          locale: 'zh',
          data: { alt: '只有中文的图片' },
          file: await pngFile('one-language.png'),
        }),
      ).rejects.toThrow()
      // An image that has both may be edited in one language alone.
      const image = await payload.create({
        collection: 'media',
        locale: 'zh',
        data: { alt: '绿色图片', altInOtherLanguage: 'A green picture' },
        file: await pngFile('both-languages.png'),
      })
      const edited = await payload.update({
        collection: 'media',
        id: image.id,
        locale: 'en',
        data: { alt: 'A green picture, edited' },
      })
      expect(edited.alt).toBe('A green picture, edited')
      const zh = await payload.findByID({ collection: 'media', id: image.id, locale: 'zh' })
      expect(zh.alt).toBe('绿色图片')
      await payload.delete({ collection: 'media', id: image.id })
    })

    it('hides closed job openings from visitors', async () => {
      const payload = getPayload()
      const base = opening('负责推理服务。')
      const open = await payload.create({
        collection: 'jobs',
        locale: 'zh',
        data: { ...base, title: '推理工程师', open: true, _status: 'published' },
      })
      const closed = await payload.create({
        collection: 'jobs',
        locale: 'zh',
        data: { ...base, title: '已关闭职位', open: false, _status: 'published' },
      })
      const { docs } = await payload.find({
        collection: 'jobs',
        overrideAccess: false,
        locale: 'zh',
        where: { id: { in: [open.id, closed.id] } },
      })
      expect(docs.map((doc) => doc.id)).toEqual([open.id])
    })

    it('keeps drafts of openings, questions, videos and settings from visitors', async () => {
      const payload = getPayload()
      const { readJobs, readPreviewJob } = await import('@/content-types/jobs/data/read')
      const { readFaqs, readPreviewFaqs } = await import('@/content-types/faqs/data/read')
      const { readSiteSettings } = await import('@/data/site')
      const job = await payload.create({
        collection: 'jobs',
        locale: 'zh',
        data: {
          title: '草稿测试职位',
          description: '负责草稿。',
          requirements: [{ text: '认真' }],
          department: 'product',
          location: 'beijing',
          employmentType: 'full_time',
          open: true,
          order: 500,
          _status: 'published',
        },
      })
      const faq = await payload.create({
        collection: 'faqs',
        locale: 'zh',
        data: {
          question: '草稿测试问题？',
          answer: '已发布的回答。',
          order: 500,
          _status: 'published',
        },
      })
      // A new item saved as a draft only.
      const newFaq = await payload.create({
        collection: 'faqs',
        locale: 'zh',
        draft: true,
        data: { question: '还没发布的问题？', answer: '草稿回答。', order: -1 },
      })
      // Changes saved as drafts of what is live.
      await payload.update({
        collection: 'jobs',
        id: job.id,
        locale: 'zh',
        draft: true,
        data: { title: '改过的职位草稿' },
      })
      await payload.update({
        collection: 'faqs',
        id: faq.id,
        locale: 'zh',
        draft: true,
        data: { answer: '改过的回答草稿。' },
      })
      await payload.updateGlobal({
        slug: 'site',
        locale: 'zh',
        draft: true,
        data: { companyName: '草稿公司名' },
      })
      try {
        const jobs = await readJobs(payload, 'zh')
        expect(jobs.find((item) => item.id === job.id)?.title).toBe('草稿测试职位')
        const faqs = await readFaqs(payload, 'zh')
        expect(faqs.find((item) => item.id === faq.id)?.answer).toBe('已发布的回答。')
        expect(faqs.some((item) => item.id === newFaq.id)).toBe(false)
        expect((await readSiteSettings(payload, 'zh')).companyName).toBe('天衍智能')
        // Not through the API either: visitors asking for drafts get what is live.
        const asVisitor = { overrideAccess: false, draft: true, locale: 'zh' } as const
        const listed = await payload.find({ collection: 'faqs', ...asVisitor, limit: 100 })
        expect(listed.docs.some((doc) => doc.id === newFaq.id)).toBe(false)
        // (A live item with a newer draft is left out of such a list, never shown as the draft.)
        expect(listed.docs.map((doc) => doc.answer)).not.toContain('改过的回答草稿。')
        const site = await payload.findGlobal({ slug: 'site', ...asVisitor })
        expect(site.companyName).toBe('天衍智能')
        const videos = await payload.find({ collection: 'videos', ...asVisitor, limit: 100 })
        expect(videos.docs.every((doc) => doc._status === 'published')).toBe(true)

        // An editor's preview shows the drafts.
        const { token } = await payload.login({
          collection: 'users',
          data: { email: 'editor@example.com', password: 'an-editor-password-1' },
        })
        const headers = new Headers({ Authorization: `JWT ${token}` })
        expect((await readPreviewJob(payload, 'zh', job.id, headers))?.title).toBe('改过的职位草稿')
        const preview = await readPreviewFaqs(payload, 'zh', newFaq.id, headers)
        expect(preview?.previewed.question).toBe('还没发布的问题？')
        expect(preview?.items[0]?.id).toBe(newFaq.id)
        expect(preview?.items.find((item) => item.id === faq.id)?.answer).toBe('已发布的回答。')
        // Visitors get no preview.
        expect(await readPreviewJob(payload, 'zh', job.id, new Headers())).toBeNull()
        expect(await readPreviewFaqs(payload, 'zh', newFaq.id, new Headers())).toBeNull()
      } finally {
        await payload.updateGlobal({
          slug: 'site',
          locale: 'zh',
          data: { companyName: '天衍智能', _status: 'published' },
        })
        await payload.delete({ collection: 'jobs', id: job.id })
        await payload.delete({ collection: 'faqs', id: faq.id })
        await payload.delete({ collection: 'faqs', id: newFaq.id })
      }
    })

    it('accepts redirects to site paths and https addresses of configured hosts only', async () => {
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
      for (const to of [
        '//evil.example',
        '/\\evil.example',
        'javascript:alert(1)',
        'http://plain.example',
        'https://elsewhere.example/x',
        'https://partner.example.com.evil.example/',
        'news',
      ]) {
        await expect(
          payload.create({
            collection: 'redirects',
            data: { from: `/bad-${to.length}-${to.charCodeAt(1)}`, to },
          }),
        ).rejects.toThrow()
      }
      await expect(
        payload.create({ collection: 'redirects', data: { from: 'https://x.example', to: '/' } }),
      ).rejects.toThrow()
    })

    describe('data layer', () => {
      // Content of its own: industry news in 2013, before any launch article,
      // an article of each state, openings, questions and redirect rules, so
      // that what other tests save does not interfere.
      const at = (iso: string) => new Date(iso).toISOString()
      const ids: Record<string, number> = {}
      const ownFaqs: string[] = ['数据层第一个问题？', '数据层第二个问题？']

      beforeAll(async () => {
        const payload = getPayload()
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
        // 1 March 2013 00:30 in Shanghai is still February in UTC: it belongs to March.
        await make('feb', at('2013-02-10T04:00:00Z'), ['zh', 'en'])
        await make('mar-early', at('2013-02-28T16:30:00Z'), ['zh', 'en'])
        await make('mar', at('2013-03-15T04:00:00Z'), ['zh'])
        await make('nov', at('2013-11-20T04:00:00Z'), ['zh', 'en'])

        await payload.create({
          collection: 'news',
          locale: 'zh',
          data: article({ title: '数据层已发布' }),
        })
        await payload.create({
          collection: 'news',
          locale: 'zh',
          draft: true,
          data: article({ title: '数据层草稿', _status: 'draft' }),
        })
        await payload.create({
          collection: 'news',
          locale: 'zh',
          data: article({
            title: '数据层定时发布',
            publishedAt: new Date(Date.now() + 24 * HOUR_MS).toISOString(),
          }),
        })

        const job = { ...opening('负责数据层。'), _status: 'published' as const }
        for (const [title, open] of [
          ['数据层工程师', true],
          ['数据层已关闭职位', false],
        ] as const) {
          await payload.create({ collection: 'jobs', locale: 'zh', data: { ...job, title, open } })
        }
        // Saved in the reverse of their order.
        for (const [order, question] of [
          [1001, '数据层第二个问题？'],
          [1000, '数据层第一个问题？'],
        ] as const) {
          await payload.create({
            collection: 'faqs',
            locale: 'zh',
            data: { question, answer: '答案。', order, _status: 'published' },
          })
        }
        await payload.create({
          collection: 'redirects',
          data: { from: '/data-layer-b', to: '/news', permanent: true },
        })
        await payload.create({
          collection: 'redirects',
          data: { from: '/data-layer-a', to: 'https://partner.example.com/y' },
        })
        // Written around the check (as an older version might have): pages leave it out.
        await payload.db.create({
          collection: 'redirects',
          data: { from: '/data-layer-c', to: '//evil.example' },
        })
      })

      it('reads a page of news with filters, in one language', async () => {
        const payload = getPayload()
        const { readNewsPage } = await import('@/content-types/news/data/news')
        const zh2013 = await readNewsPage(payload, 'zh', {
          category: 'industry',
          year: 2013,
          page: 1,
        })
        expect(zh2013.items.map((item) => item.id)).toEqual([
          ids.nov,
          ids.mar,
          ids['mar-early'],
          ids.feb,
        ])
        expect(zh2013.items[0]?.cover?.srcSet.length).toBeGreaterThan(0)

        const en2013 = await readNewsPage(payload, 'en', {
          category: 'industry',
          year: 2013,
          page: 1,
        })
        expect(en2013.items.map((item) => item.title)).toEqual([
          'English nov',
          'English mar-early',
          'English feb',
        ])

        const march = await readNewsPage(payload, 'zh', {
          category: 'industry',
          year: 2013,
          month: 3,
          page: 1,
        })
        expect(march.items.map((item) => item.id)).toEqual([ids.mar, ids['mar-early']])

        const beyond = await readNewsPage(payload, 'zh', {
          category: 'industry',
          year: 2013,
          page: 99,
        })
        expect(beyond.items).toEqual([])
        expect(beyond.totalPages).toBe(1)
      })

      it('lists the years and months that have articles', async () => {
        const { readNewsCounts } = await import('@/content-types/news/data/news')
        const { facetsOfCounts } = await import('@/content-types/news/content/model')
        const facets = facetsOfCounts(await readNewsCounts(getPayload(), 'en'), 'industry')
        expect(facets.years).toContain(2013)
        expect(facets.months[2013]).toEqual([2, 3, 11])
      })

      it('reads an article with its neighbours in the same language, and nothing lacking that language', async () => {
        const payload = getPayload()
        const { readArticle } = await import('@/content-types/news/data/news-article')
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
        const { readLatestNews, readNewsIndex } = await import('@/content-types/news/data/news')
        const titles = (await readLatestNews(payload, 'zh', 1000)).map((item) => item.title)
        expect(titles).toContain('数据层已发布')
        expect(titles).not.toContain('数据层草稿')
        expect(titles).not.toContain('数据层定时发布')
        const { launchArticles } = await import('@/content-types/news/cms/launch')
        for (const hidden of launchArticles.filter((launch) => launch.state)) {
          expect(titles).not.toContain(hidden.zh.title)
        }
        const index = await readNewsIndex(payload, 'zh')
        expect(index.length).toBe(titles.length)
      })

      it('reads open jobs, the FAQ in order, and the redirect rules', async () => {
        const payload = getPayload()
        const { readJobs } = await import('@/content-types/jobs/data/read')
        const { readFaqs } = await import('@/content-types/faqs/data/read')
        const { readRedirectRules } = await import('@/data/redirects')
        const zhJobs = (await readJobs(payload, 'zh')).map((job) => job.title)
        expect(zhJobs).toContain('数据层工程师')
        expect(zhJobs).not.toContain('数据层已关闭职位')
        // Written in Chinese only: absent from the English list.
        expect((await readJobs(payload, 'en')).map((job) => job.title)).not.toContain(
          '数据层工程师',
        )
        const zhFaqs = (await readFaqs(payload, 'zh')).map((faq) => faq.question)
        expect(zhFaqs.filter((question) => ownFaqs.includes(question))).toEqual(ownFaqs)
        const enFaqs = (await readFaqs(payload, 'en')).map((faq) => faq.question)
        expect(enFaqs.filter((question) => ownFaqs.includes(question))).toEqual([])
        const rules = await readRedirectRules(payload)
        expect(rules.filter((rule) => rule.from.startsWith('/data-layer-'))).toEqual([
          { from: '/data-layer-a', to: 'https://partner.example.com/y', permanent: false },
          { from: '/data-layer-b', to: '/news', permanent: true },
        ])
      })
    })

    describe('launch content and scheduling', () => {
      it('holds the launch content of the brief in both languages after the first start', async () => {
        const payload = getPayload()
        const { launchArticles } = await import('@/content-types/news/cms/launch')
        const { readNewsIndex } = await import('@/content-types/news/data/news')
        const published = launchArticles.filter((article) => !article.state)
        expect(published.length).toBeGreaterThanOrEqual(36)
        expect(launchArticles.some((article) => article.state === 'draft')).toBe(true)
        expect(launchArticles.some((article) => article.state === 'scheduled')).toBe(true)
        for (const locale of ['zh', 'en'] as const) {
          const index = await readNewsIndex(payload, locale)
          expect(index.length).toBeGreaterThanOrEqual(published.length)
        }
        const seeded = async (collection: 'jobs' | 'faqs' | 'videos') =>
          (
            await payload.find({
              collection,
              where: { seedKey: { exists: true } },
              pagination: false,
              locale: 'all',
              overrideAccess: true,
            })
          ).docs
        const jobs = await seeded('jobs')
        expect(jobs.length).toBeGreaterThanOrEqual(8)
        expect(
          new Set(jobs.map((job) => ('employmentType' in job ? job.employmentType : null))),
        ).toEqual(new Set(['full_time', 'part_time']))
        const faqs = await seeded('faqs')
        expect(faqs).toHaveLength(9)
        const videos = await seeded('videos')
        expect(videos.length).toBeGreaterThanOrEqual(4)
        for (const item of [...jobs, ...faqs, ...videos]) {
          expect([...(item.translations ?? [])].sort()).toEqual(['en', 'zh'])
        }
        const { readVideos } = await import('@/content-types/videos/data/read')
        const en = await readVideos(payload, 'en')
        expect(
          en.filter((video) => video.clip?.mimeType === 'video/mp4').length,
        ).toBeGreaterThanOrEqual(4)
        expect(en.every((video) => video.poster?.alt)).toBe(true)
        const { readCompany } = await import('@/data/company')
        for (const locale of ['zh', 'en'] as const) {
          const company = await readCompany(payload, locale)
          expect(company.milestones.length).toBeGreaterThanOrEqual(8)
          expect(company.milestones[0]?.year).toBe(2014)
          expect(company.milestones.every((milestone) => milestone.title && milestone.text)).toBe(
            true,
          )
          expect(company.founder.portrait?.alt).toBeTruthy()
          expect(company.values.length).toBeGreaterThanOrEqual(3)
        }
        expect((await readCompany(payload, 'en')).mission).not.toBe(
          (await readCompany(payload, 'zh')).mission,
        )
      })

      it('seeds again without adding anything twice', async () => {
        const { seedContent } = await import('@/cms/seed/seed-content')
        const { contentCollections } = await import('@/content/types')
        // Each content type seeds its own items (its collection's custom.seed).
        expect(await seedContent(getPayload())).toEqual({
          ...Object.fromEntries(contentCollections.map((collection) => [collection, 0])),
          company: false,
        })
      })

      it('finds scheduled articles as their time comes', async () => {
        const payload = getPayload()
        const { articlesComingDue } = await import('@/content-types/news/cms/coming-due')
        const { tagsComingDue } = await import('@/cms/scheduled')
        const due = new Date(Date.now() + 60_000)
        const doc = await payload.create({
          collection: 'news',
          locale: 'zh',
          data: article({ title: '一分钟后发布', publishedAt: due.toISOString() }),
        })
        const before = await articlesComingDue(payload, new Date(Date.now() - 5_000), new Date())
        expect(before).not.toContain(doc.id)
        const after = await articlesComingDue(
          payload,
          new Date(due.getTime() - 5_000),
          new Date(due.getTime() + 1),
        )
        expect(after).toEqual([doc.id])
        // The watch refreshes the news and the article, from the list of types.
        const tags = await tagsComingDue(
          payload,
          new Date(due.getTime() - 5_000),
          new Date(due.getTime() + 1),
        )
        expect(tags).toEqual(expect.arrayContaining(['news', `news:${doc.id}`]))
      })
    })
  })
}
