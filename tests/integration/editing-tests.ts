import { setTimeout as clockMovesOn } from 'node:timers/promises'
import { createLocalReq, type Payload, type PayloadRequest } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { anyMedium, createEditor, firstAdmin, refusal } from './editing-helpers'
import { richText } from '@/cms/seed/lexical'
import type { News, User } from '@/payload-types'

const HOUR_MS = 60 * 60 * 1000

/**
 * What keeps editors' work whole: saves from an older version are refused
 * whatever their timing, a restored version leaves its languages consistent,
 * and ids are never given twice. Runs inside the CMS suite, on each database,
 * after the first admin exists.
 */
export function editingTests(getPayload: () => Payload) {
  describe('editing', () => {
    let admin: User
    let editor: User
    let cover: number

    const latest = (id: number): Promise<News> =>
      getPayload().findByID({ collection: 'news', id, draft: true, depth: 0 })

    const newArticle = async (title: string, req?: PayloadRequest) => {
      const payload = getPayload()
      return payload.create({
        collection: 'news',
        locale: 'zh',
        ...(req ? { req } : { user: admin }),
        data: {
          title,
          summary: '摘要。',
          body: richText([{ paragraph: '正文。' }]),
          category: 'company',
          publishedAt: new Date(Date.now() - HOUR_MS).toISOString(),
          cover,
          _status: 'published',
        },
      })
    }

    // Two accounts and a picture to write with.
    beforeAll(async () => {
      const payload = getPayload()
      admin = await firstAdmin(payload)
      editor = await createEditor(payload, admin, {
        email: 'wang-editing@example.com',
        name: '王编辑',
        password: 'an-editor-password-2',
      })
      cover = await anyMedium(payload)
    })

    it('refuses a save made from an older version, naming who saved since and what changed', async () => {
      const payload = getPayload()
      const article = await newArticle('旧版本检查')
      const opened = (await latest(article.id)).updatedAt

      // The editor saves first, from the version both opened…
      await payload.update({
        collection: 'news',
        id: article.id,
        locale: 'zh',
        user: editor,
        data: { title: '王编辑的标题', updatedAt: opened },
      })
      // …then the admin's save from the same version is refused, and changes nothing.
      const refused = await refusal(
        payload.update({
          collection: 'news',
          id: article.id,
          locale: 'zh',
          user: admin,
          data: { summary: '管理员的摘要。', updatedAt: opened },
        }),
      )
      expect(refused.status).toBe(409)
      expect(refused.message).toContain('王编辑')
      expect(refused.message).toContain('标题（中文）')
      expect(refused.message).toContain('北京时间')
      const stored = await latest(article.id)
      expect(stored.title).toBe('王编辑的标题')
      expect(stored.summary).toBe('摘要。')
      expect(stored.editedBy).toBe(editor.id)

      // From the stored version, it goes through; scripts naming no version are not checked.
      await payload.update({
        collection: 'news',
        id: article.id,
        locale: 'zh',
        user: admin,
        data: { summary: '管理员的摘要。', updatedAt: stored.updatedAt },
      })
      await payload.update({
        collection: 'news',
        id: article.id,
        locale: 'zh',
        data: { summary: '脚本。' },
      })
      expect((await latest(article.id)).summary).toBe('脚本。')
    })

    it('never takes a write made inside a save, from what that save wrote, for another editor’s', async () => {
      // As the object storage does after an upload: the hooks of one request
      // write the document again, carrying the `updatedAt` it was created with,
      // after another of its hooks has written it meanwhile.
      const payload = getPayload()
      const req = await createLocalReq({ user: admin }, payload)
      const article = await newArticle('同一请求中的写入', req)
      await clockMovesOn(5)
      await payload.update({
        collection: 'news',
        id: article.id,
        locale: 'zh',
        req,
        data: { summary: '另一个钩子的写入。' },
      })
      await payload.update({
        collection: 'news',
        id: article.id,
        locale: 'zh',
        req,
        data: { summary: '存储之后。', updatedAt: article.updatedAt },
      })
      expect((await latest(article.id)).summary).toBe('存储之后。')
    })

    it('lets exactly one of two saves from the same version through, whatever their timing', async () => {
      const payload = getPayload()
      const article = await newArticle('同时保存')
      for (const draft of [false, true]) {
        for (let round = 0; round < 3; round++) {
          const opened = (await latest(article.id)).updatedAt
          const save = (user: User, title: string) =>
            payload.update({
              collection: 'news',
              id: article.id,
              locale: 'zh',
              user,
              draft,
              data: { title, updatedAt: opened, ...(draft ? { _status: 'draft' as const } : {}) },
            })
          const results = await Promise.allSettled([
            save(editor, `编辑 ${draft} ${round}`),
            save(admin, `管理员 ${draft} ${round}`),
          ])
          const saved = results.flatMap((result, index) =>
            result.status === 'fulfilled' ? [index] : [],
          )
          expect(saved, `round ${round}, draft ${draft}`).toHaveLength(1)
          const rejected = results.find((result) => result.status === 'rejected')
          expect((rejected?.reason as { status?: number }).status).toBe(409)
          const winner = saved[0] === 0 ? `编辑 ${draft} ${round}` : `管理员 ${draft} ${round}`
          expect((await latest(article.id)).title).toBe(winner)
        }
      }
    })

    it('refuses a stale save of a global too', async () => {
      const payload = getPayload()
      const opened = (await payload.findGlobal({ slug: 'company', draft: true, depth: 0 }))
        .updatedAt
      await payload.updateGlobal({
        slug: 'company',
        locale: 'zh',
        user: editor,
        draft: true,
        data: { mission: '新的使命。', updatedAt: opened, _status: 'draft' },
      })
      const refused = await refusal(
        payload.updateGlobal({
          slug: 'company',
          locale: 'zh',
          user: admin,
          draft: true,
          data: { vision: '新的愿景。', updatedAt: opened, _status: 'draft' },
        }),
      )
      expect(refused.status).toBe(409)
      expect(refused.message).toContain('使命（中文）')
    })

    it('recomputes the languages of a restored version, and the site treats a missing one as absent', async () => {
      const payload = getPayload()
      const { readArticle } = await import('@/content-types/news/data/news-article')
      const { readNewsIndex } = await import('@/content-types/news/data/news')
      const article = await newArticle('恢复版本')
      const chineseOnly = (
        await payload.findVersions({
          collection: 'news',
          where: { parent: { equals: article.id } },
          sort: '-updatedAt',
          limit: 1,
        })
      ).docs[0]!
      await payload.update({
        collection: 'news',
        id: article.id,
        locale: 'en',
        data: { title: 'Restored', summary: 'Summary.', body: richText([{ paragraph: 'Body.' }]) },
      })
      expect([...((await latest(article.id)).translations ?? [])].sort()).toEqual(['en', 'zh'])
      expect(await readArticle(payload, 'en', article.id)).not.toBeNull()

      await payload.restoreVersion({ collection: 'news', id: chineseOnly.id, user: admin })
      expect((await latest(article.id)).translations).toEqual(['zh'])
      expect(await readArticle(payload, 'en', article.id)).toBeNull()
      expect((await readNewsIndex(payload, 'en')).map((item) => item.id)).not.toContain(article.id)
      expect((await readArticle(payload, 'zh', article.id))?.title).toBe('恢复版本')
    })

    it('never shows an item whose language is marked complete but is not', async () => {
      const payload = getPayload()
      const { readArticle } = await import('@/content-types/news/data/news-article')
      const { readFeedArticles, readNewsIndex, readNewsPage } =
        await import('@/content-types/news/data/news')
      const article = await newArticle('只有中文')
      // As a restore or an import might leave it: marked English, with no English text.
      await payload.db.updateOne({
        collection: 'news',
        id: article.id,
        data: { translations: ['zh', 'en'] },
      })
      expect(await readArticle(payload, 'en', article.id)).toBeNull()
      const ids = (items: { id: number }[]) => items.map((item) => item.id)
      expect(ids(await readNewsIndex(payload, 'en'))).not.toContain(article.id)
      expect(ids(await readFeedArticles(payload, 'en', 100))).not.toContain(article.id)
      expect(ids((await readNewsPage(payload, 'en', { page: 1 })).items)).not.toContain(article.id)
      expect(ids(await readNewsIndex(payload, 'zh'))).toContain(article.id)
    })

    it('never gives a deleted item’s id to a new one', async () => {
      const payload = getPayload()
      const first = await newArticle('先删除')
      await payload.delete({ collection: 'news', id: first.id })
      const second = await newArticle('后创建')
      expect(second.id).toBeGreaterThan(first.id)

      const job = {
        title: '算法工程师',
        department: 'engineering' as const,
        location: 'beijing' as const,
        employmentType: 'full_time' as const,
        description: '描述。',
        requirements: [{ text: '要求。' }],
        _status: 'published' as const,
      }
      const firstJob = await payload.create({ collection: 'jobs', locale: 'zh', data: job })
      await payload.delete({ collection: 'jobs', id: firstJob.id })
      const secondJob = await payload.create({ collection: 'jobs', locale: 'zh', data: job })
      expect(secondJob.id).toBeGreaterThan(firstJob.id)
    })
  })
}
