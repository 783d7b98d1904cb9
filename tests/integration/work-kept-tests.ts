import { createLocalReq, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { anyMedium, createEditor, firstAdmin, refusal } from './editing-helpers'
import { richText } from '@/cms/seed/lexical'
import type { News, User } from '@/payload-types'
import { unfolded, type LocalMailServer } from './smtp'

const HOUR_MS = 60 * 60 * 1000

/**
 * The paths an editor takes that must keep their work and the site whole:
 * copying a language, restoring a version, bulk actions. Runs inside the CMS
 * suite, on each database, after the first admin exists. Requests that the
 * admin sends over HTTP go through the CMS's HTTP handler, as the admin's do.
 */
export function workKeptTests(getPayload: () => Payload, getMail: () => LocalMailServer) {
  describe('editors keep their work', () => {
    let admin: User
    let editor: User
    let cover: number
    let token: string

    const latest = (id: number, locale: 'zh' | 'en' = 'zh'): Promise<News> =>
      getPayload().findByID({ collection: 'news', id, locale, draft: true, depth: 0 })
    const live = (id: number, locale: 'zh' | 'en' = 'zh'): Promise<News> =>
      getPayload().findByID({ collection: 'news', id, locale, draft: false, depth: 0 })

    /** A request of the admin's, through the CMS's HTTP handler. */
    async function http(
      method: string,
      path: string,
      body?: unknown,
      origin = 'http://localhost:3000',
    ): Promise<Response> {
      const { handleEndpoints } = await import('payload')
      const { default: config } = await import('@/payload.config')
      return handleEndpoints({
        config,
        request: new Request(`${origin}/api${path}`, {
          method,
          headers: {
            Authorization: `JWT ${token}`,
            'Content-Type': 'application/json',
            'Accept-Language': 'zh',
          },
          body: body === undefined ? undefined : JSON.stringify(body),
        }),
      })
    }

    const chineseArticle = (title: string) =>
      getPayload().create({
        collection: 'news',
        locale: 'zh',
        user: admin,
        data: {
          title,
          summary: '只有中文的摘要。',
          body: richText([{ paragraph: '只有中文的正文。' }]),
          category: 'company',
          publishedAt: new Date(Date.now() - HOUR_MS).toISOString(),
          cover,
          _status: 'published',
        },
      })

    beforeAll(async () => {
      const payload = getPayload()
      admin = await firstAdmin(payload)
      editor = await createEditor(payload, admin, {
        email: 'li-work-kept@example.com',
        name: '李编辑',
        password: 'an-editor-password-3',
      })
      cover = await anyMedium(payload)
      const signedIn = await payload.login({
        collection: 'users',
        data: { email: 'admin@example.com', password: 'correct-horse-battery' },
      })
      token = signedIn.token!
    })

    it('never publishes a language copied from the other one before it is translated', async () => {
      const payload = getPayload()
      const { readArticle } = await import('@/content-types/news/data/news-article')
      const article = await chineseArticle('复制到英文')

      // The admin's "copy to locale": the Chinese text, saved as the English draft.
      const copying = await createLocalReq(
        { user: admin, locale: 'en', req: { headers: new Headers({ 'next-action': 'copy' }) } },
        payload,
      )
      const chinese = await latest(article.id)
      await payload.update({
        collection: 'news',
        id: article.id,
        locale: 'en',
        draft: true,
        req: copying,
        data: { ...chinese, _status: 'published' },
      })
      expect((await latest(article.id, 'en')).title).toBe('复制到英文')

      // Publishing a Chinese change would put the copy on the English site.
      const refused = await refusal(
        payload.update({
          collection: 'news',
          id: article.id,
          locale: 'zh',
          user: admin,
          data: { summary: '改过的摘要。', _status: 'published' },
        }),
      )
      expect(refused.status).toBe(400)
      expect(refused.message).toContain('英文版本')
      expect(refused.message).toContain('复制到英文')
      expect(await readArticle(payload, 'en', article.id)).toBeNull()
      expect((await live(article.id)).summary).toBe('只有中文的摘要。')

      // Translated, both go live.
      await payload.update({
        collection: 'news',
        id: article.id,
        locale: 'en',
        draft: true,
        user: admin,
        data: {
          title: 'Copied to English',
          summary: 'A translated summary.',
          body: richText([{ paragraph: 'A translated body.' }]),
        },
      })
      await payload.update({
        collection: 'news',
        id: article.id,
        locale: 'zh',
        user: admin,
        data: { summary: '改过的摘要。', _status: 'published' },
      })
      expect((await readArticle(payload, 'en', article.id))?.title).toBe('Copied to English')
      expect((await live(article.id)).summary).toBe('改过的摘要。')
    })

    it('restores a draft version as the pending draft, leaving the live version live', async () => {
      const payload = getPayload()
      const { readArticle } = await import('@/content-types/news/data/news-article')
      const article = await chineseArticle('在线的标题')
      await payload.update({
        collection: 'news',
        id: article.id,
        locale: 'zh',
        draft: true,
        user: admin,
        data: { title: '草稿里的标题', _status: 'draft' },
      })
      const draftVersion = (
        await payload.findVersions({
          collection: 'news',
          where: { parent: { equals: article.id }, 'version._status': { equals: 'draft' } },
          sort: '-updatedAt',
          limit: 1,
        })
      ).docs[0]!
      // A later publish, then the editor restores the older draft.
      await payload.update({
        collection: 'news',
        id: article.id,
        locale: 'zh',
        user: admin,
        data: { title: '后来发布的标题', _status: 'published' },
      })

      const response = await http('POST', `/news/versions/${draftVersion.id}`)
      const answer = (await response.json()) as { message: string }
      expect(response.status).toBe(200)
      expect(answer.message).toContain('草稿')

      expect((await readArticle(payload, 'zh', article.id))?.title).toBe('后来发布的标题')
      expect((await live(article.id))._status).toBe('published')
      expect((await latest(article.id)).title).toBe('草稿里的标题')
      expect((await latest(article.id))._status).toBe('draft')
    })

    it('keeps the pending draft through a bulk unpublish, and the next bulk publish publishes it', async () => {
      const payload = getPayload()
      const { readArticle } = await import('@/content-types/news/data/news-article')
      const article = await chineseArticle('批量操作前的标题')
      await payload.update({
        collection: 'news',
        id: article.id,
        locale: 'zh',
        draft: true,
        user: admin,
        data: { title: '待发布的新标题', _status: 'draft' },
      })
      const selected = { id: { in: [article.id] } }

      // The list's "unpublish" for the ticked rows, as the admin sends it.
      await payload.update({
        collection: 'news',
        locale: 'zh',
        user: admin,
        where: { and: [{ _status: { not_equals: 'draft' } }, selected] },
        data: { _status: 'draft' },
      })
      expect(await readArticle(payload, 'zh', article.id)).toBeNull()
      expect((await latest(article.id)).title).toBe('待发布的新标题')

      // The list's "publish": what the editor wrote goes live.
      await payload.update({
        collection: 'news',
        locale: 'zh',
        user: admin,
        draft: true,
        where: { and: [{ _status: { not_equals: 'published' } }, selected] },
        data: { _status: 'published' },
      })
      expect((await readArticle(payload, 'zh', article.id))?.title).toBe('待发布的新标题')
    })

    it('checks every text a visitor reads in the language being saved', async () => {
      const payload = getPayload()
      const article = await chineseArticle('搜索引擎标题')
      const english = {
        title: 'An English title',
        summary: 'An English summary.',
        body: richText([{ paragraph: 'An English body.' }]),
      }
      const seo = await refusal(
        payload.update({
          collection: 'news',
          id: article.id,
          locale: 'en',
          user: admin,
          data: { ...english, seo: { title: '中文的搜索结果标题', description: '中文描述。' } },
        }),
      )
      expect(seo.status).toBe(400)
      expect(seo.message).toContain('中文的搜索结果标题')

      const job = {
        title: 'Algorithm engineer',
        department: 'engineering' as const,
        location: 'beijing' as const,
        employmentType: 'full_time' as const,
        description: 'Builds the models.',
        _status: 'published' as const,
      }
      const chineseRequirement = await refusal(
        payload.create({
          collection: 'jobs',
          locale: 'en',
          user: admin,
          data: { ...job, requirements: [{ text: '熟悉深度学习框架' }] },
        }),
      )
      expect(chineseRequirement.status).toBe(400)
      expect(chineseRequirement.message).toContain('熟悉深度学习框架')

      // Without requirements a job is not complete in English: refused, saying so.
      const noRequirements = await refusal(
        payload.create({
          collection: 'jobs',
          locale: 'en',
          user: admin,
          // As a form without rows sends it.
          data: { ...job, requirements: [] },
        }),
      )
      expect(noRequirements.status).toBe(400)
      expect(noRequirements.message).toMatch(/任职要求|Requirements/)

      const image = (await payload.find({ collection: 'media', limit: 1, depth: 0 })).docs[0]!
      const alt = await refusal(
        payload.update({
          collection: 'media',
          id: image.id,
          locale: 'zh',
          user: admin,
          data: { altInOtherLanguage: '一张中文的替代文字' },
        }),
      )
      expect(alt.status).toBe(400)
      expect(alt.fields).toContain('一张中文的替代文字')
    })

    it('sends a password reset by e-mail whose link, on the site, sets a new password', async () => {
      const payload = getPayload()
      const mail = getMail()
      const email = 'forgetful@example.com'
      await payload.create({
        collection: 'users',
        user: admin,
        data: { email, name: '健忘的编辑', password: 'the-old-password-1', roles: ['editor'] },
      })
      const sent = mail.messages.length
      // Asked at a forged address: the link still names the site's own.
      const response = await http(
        'POST',
        '/users/forgot-password',
        { email },
        'http://attacker.example',
      )
      expect(response.status).toBe(200)
      await expect.poll(() => mail.messages.length).toBe(sent + 1)
      const message = unfolded(mail.messages.at(-1)!)
      expect(message).toMatch(new RegExp(`^To: ${email}`, 'mi'))
      // The site's own address (SITE_URL), not the one the request named.
      const { siteOrigin } = await import('@/lib/env')
      expect(message).not.toContain('attacker.example')
      const link = /(https?:\/\/[^/\s"<]+)\/admin\/reset\/([0-9a-f]{20,})/.exec(message)
      expect(link?.[1]).toBe(siteOrigin())
      const token = link?.[2]
      expect(token).toBeDefined()

      await payload.resetPassword({
        collection: 'users',
        overrideAccess: true,
        data: { token: token!, password: 'the-new-password-2' },
      })
      const { user } = await payload.login({
        collection: 'users',
        data: { email, password: 'the-new-password-2' },
      })
      expect(user?.email).toBe(email)
    })

    it('names every field the list offers as a column or a filter in both admin languages, and offers no empty column', async () => {
      const payload = getPayload()
      const { labelIn } = await import('@/cms/admin-text')
      const { initI18n } = await import('@payloadcms/translations')
      const speaking = async (language: 'zh' | 'en') => {
        const i18n = await initI18n({ config: payload.config.i18n, context: 'client', language })
        return { i18n, t: i18n.t } as never
      }
      const admin = { zh: await speaking('zh'), en: await speaking('en') }
      type Listed = {
        hidden?: boolean
        name?: string
        type: string
        label?: unknown
        admin?: Record<string, unknown>
        flattenedFields?: Listed[]
      }
      const unnamed: string[] = []
      // As Payload builds its pickers: a hidden or disabled field is in neither; a
      // field is a column unless disableListColumn, a filter unless
      // disableListFilter (the filter list walks into groups); a ui field is a column only.
      const walk = (slug: string, fields: Listed[], prefix: string) => {
        for (const field of fields) {
          if (!field.name || field.name === 'id' || field.hidden || field.admin?.disabled) continue
          const path = `${prefix}${field.name}`
          if (field.type === 'group' && field.flattenedFields) {
            walk(slug, field.flattenedFields, `${path}.`)
            continue
          }
          const column = !field.admin?.disableListColumn
          const filter = field.type !== 'ui' && !field.admin?.disableListFilter
          if (!column && !filter) continue
          // A field never stored would be an empty column, unless worked out as it is read.
          const computed = Boolean(
            (field as { hooks?: { afterRead?: unknown[] } }).hooks?.afterRead?.length,
          )
          if (column && (field as { virtual?: unknown }).virtual === true && !computed) {
            unnamed.push(`${slug}: ${path} (not stored, yet a column)`)
          }
          const zh = labelIn(field.label, admin.zh, '')
          const en = labelIn(field.label, admin.en, '')
          if (!zh || !en || zh === en)
            unnamed.push(`${slug}: ${path} (${zh || '-'} / ${en || '-'})`)
        }
      }
      for (const [slug, collection] of Object.entries(payload.collections)) {
        if (slug.startsWith('payload-')) continue
        walk(slug, collection.config.flattenedFields, '')
      }
      expect(unnamed).toEqual([])
    })

    it('names the password in the admin’s language when it refuses one', async () => {
      const short = await refusal(
        getPayload().create({
          collection: 'users',
          user: admin,
          data: { email: 'short-password@example.com', password: 'abc', roles: ['editor'] },
        }),
      )
      expect(short.status).toBe(400)
      expect(short.message).toBe('密码：密码至少需要 12 个字符。')
    })

    it('publishes after an unpublish from the same form, and still refuses another editor’s stale save', async () => {
      const payload = getPayload()
      const { readArticle } = await import('@/content-types/news/data/news-article')
      const article = await chineseArticle('先取消再发布')
      const opened = (await latest(article.id)).updatedAt

      // The form's "unpublish" sends the status alone; the form keeps its version.
      await payload.update({
        collection: 'news',
        id: article.id,
        locale: 'zh',
        user: admin,
        data: { _status: 'draft' },
      })
      expect(await readArticle(payload, 'zh', article.id)).toBeNull()

      // Another editor's form opened before it is refused…
      const refused = await refusal(
        payload.update({
          collection: 'news',
          id: article.id,
          locale: 'zh',
          user: editor,
          data: { summary: '另一位编辑的摘要。', updatedAt: opened, _status: 'published' },
        }),
      )
      expect(refused.status).toBe(409)

      // …the same editor's publish from that form goes through.
      await payload.update({
        collection: 'news',
        id: article.id,
        locale: 'zh',
        user: admin,
        data: { summary: '重新发布的摘要。', updatedAt: opened, _status: 'published' },
      })
      expect((await readArticle(payload, 'zh', article.id))?.summary).toBe('重新发布的摘要。')
    })

    it('takes an item down at its time, keeping its pending draft, and refuses a time already past', async () => {
      const payload = getPayload()
      const { takeDownDue } = await import('@/cms/scheduled-unpublish')
      const { readArticle } = await import('@/content-types/news/data/news-article')
      const article = await chineseArticle(`到时下线 ${Date.now()}`)
      const soon = new Date(Date.now() + HOUR_MS).toISOString()
      await payload.update({
        collection: 'news',
        id: article.id,
        locale: 'zh',
        user: admin,
        data: { unpublishAt: soon, _status: 'published' },
      })
      await payload.update({
        collection: 'news',
        id: article.id,
        locale: 'zh',
        user: admin,
        draft: true,
        data: { summary: '还没发布的摘要。' },
      })

      // Not yet: it stays.
      await takeDownDue(payload, new Date())
      expect((await readArticle(payload, 'zh', article.id))?.title).toBe(article.title)

      // Its time come: off the site, the time cleared, the pending draft kept.
      await takeDownDue(payload, new Date(Date.now() + 2 * HOUR_MS))
      expect(await readArticle(payload, 'zh', article.id)).toBeNull()
      expect((await live(article.id))._status).toBe('draft')
      expect((await live(article.id)).unpublishAt ?? null).toBeNull()
      expect((await latest(article.id)).summary).toBe('还没发布的摘要。')
      // A second server's check finds nothing left to do.
      expect(await takeDownDue(payload, new Date(Date.now() + 2 * HOUR_MS))).toBe(0)

      // Published again with a take-down time already past: refused, in words.
      const refused = await refusal(
        payload.update({
          collection: 'news',
          id: article.id,
          locale: 'zh',
          user: admin,
          data: { unpublishAt: new Date(Date.now() - HOUR_MS).toISOString(), _status: 'published' },
        }),
      )
      expect(refused.status).toBe(400)
      expect(refused.fields).toContain('下线时间必须晚于现在')
    })

    it('finds an item by its title in either language, as the list searches, drafts too', async () => {
      const payload = getPayload()
      const { mergeListSearchAndWhere } = await import('payload/shared')
      const stamp = Date.now()
      const article = await chineseArticle(`双语检索 ${stamp}`)
      await payload.update({
        collection: 'news',
        id: article.id,
        locale: 'en',
        user: admin,
        draft: true,
        data: {
          title: `Bilingual lookup ${stamp}`,
          summary: 'An English draft.',
          body: richText([{ paragraph: 'An English draft body.' }]),
        },
      })
      const found = async (search: string, locale: 'zh' | 'en') => {
        const where = mergeListSearchAndWhere({
          collectionConfig: payload.collections.news.config,
          search,
        })
        const { docs } = await payload.find({
          collection: 'news',
          where,
          locale,
          draft: true,
          depth: 0,
          user: admin,
          overrideAccess: false,
        })
        return docs.map((doc) => doc.id)
      }
      expect(await found(`lookup ${stamp}`, 'zh')).toEqual([article.id])
      expect(await found(`检索 ${stamp}`, 'en')).toEqual([article.id])
      expect(await found(`双语检索 ${stamp}`, 'zh')).toEqual([article.id])
      expect(await found(`nowhere ${stamp}`, 'zh')).toEqual([])
    })
  })
}
