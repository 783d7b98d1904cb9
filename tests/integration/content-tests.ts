import sharp from 'sharp'
import type { Payload } from 'payload'
import { describe, expect, it } from 'vitest'
import { richText } from '@/cms/seed/lexical'
import type { Media, User } from '@/payload-types'

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
      const zh = await payload.findByID({ collection: 'news', id: created.id, locale: 'zh' })
      expect(zh.title).toBe('只有中文')
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
  })
}
