import type { CollectionBeforeDeleteHook, PayloadRequest } from 'payload'
import { contentTypes, type ContentCollection } from '../../content/types'
import { inAdminLanguage, type AdminText } from '../admin-text'
import { publicError } from '../../lib/public-error'
import { collectionsShowingMedia, itemsShowing } from '../media-shown'

/**
 * Where a medium is used: the collection of the document (or the company
 * profile) and its name in the editor's language.
 */
export type MediaUse = { kind: ContentCollection | 'company'; name: string }

type Id = number | string

/** The id of a relation, stored as an id or populated as a document. */
export function idOf(value: unknown): string | undefined {
  if (typeof value === 'number' || typeof value === 'string') return String(value)
  if (value && typeof value === 'object') return idOf((value as { id?: unknown }).id)
  return undefined
}

/** The ids of the media a rich-text document (any language) holds as uploads. */
export function uploadsIn(body: unknown, ids = new Set<string>()): Set<string> {
  if (!body || typeof body !== 'object') return ids
  if (Array.isArray(body)) {
    for (const child of body) uploadsIn(child, ids)
    return ids
  }
  const node = body as Record<string, unknown>
  const id = node.type === 'upload' ? idOf(node.value) : undefined
  if (id !== undefined) ids.add(id)
  for (const child of Object.values(node)) uploadsIn(child, ids)
  return ids
}

/** Whether a rich-text document (any language) holds an upload of the medium. */
export function bodyUsesMedium(body: unknown, id: Id): boolean {
  return uploadsIn(body).has(String(id))
}

/** The name of a localized title in the editor's language, else the other one. */
function nameOf(title: unknown, req: PayloadRequest): string {
  if (typeof title === 'string') return title
  if (!title || typeof title !== 'object') return ''
  const byLocale = title as Record<string, string | null | undefined>
  const first = req.i18n?.language === 'en' ? ['en', 'zh'] : ['zh', 'en']
  return first.map((locale) => byLocale[locale]).find(Boolean) ?? ''
}

/** A localized field's value in every language (read with `locale: 'all'`). */
export function inEveryLanguage(value: unknown): unknown[] {
  if (value && typeof value === 'object' && !('id' in value)) return Object.values(value)
  return [value]
}

/**
 * Every document that shows the medium: article covers, share images and bodies (published,
 * draft or scheduled), the media fields of every collection that says it has some (video
 * posters and clips), the founder's portrait.
 */
export async function mediaUses(req: PayloadRequest, id: Id): Promise<MediaUse[]> {
  const { payload } = req
  const common = { req, overrideAccess: true, depth: 0, locale: 'all', pagination: false } as const
  const [articles, drafts, others, company] = await Promise.all([
    payload.find({
      ...common,
      collection: contentTypes.news.collection,
      select: { title: true, cover: true, body: true, seo: { shareImage: true } },
    }),
    // Unpublished changes live in the versions: a draft may use a medium the live article does not.
    payload.findVersions({
      ...common,
      collection: contentTypes.news.collection,
      where: { latest: { equals: true } },
      select: {
        parent: true,
        version: { title: true, cover: true, body: true, seo: { shareImage: true } },
      },
    }),
    // Every other collection whose items show media (videos' posters and clips…), drafts too.
    Promise.all(
      collectionsShowingMedia(payload).map(async (collection) => ({
        kind: collection.slug as ContentCollection,
        items: await itemsShowing(req, collection, { medium: id }),
      })),
    ),
    payload.findGlobal({ slug: 'company', req, overrideAccess: true, depth: 0 }),
  ])

  const uses: MediaUse[] = []
  const seen = new Set<string>()
  const article = (
    key: unknown,
    doc: {
      title?: unknown
      cover?: unknown
      body?: unknown
      seo?: { shareImage?: unknown } | null
    },
  ) => {
    const used =
      idOf(doc.cover) === String(id) ||
      inEveryLanguage(doc.seo?.shareImage).some((image) => idOf(image) === String(id)) ||
      bodyUsesMedium(doc.body, id)
    if (!used || seen.has(String(key))) return
    seen.add(String(key))
    uses.push({ kind: contentTypes.news.collection, name: nameOf(doc.title, req) })
  }
  for (const doc of articles.docs) article(doc.id, doc)
  for (const version of drafts.docs) article(version.parent, version.version ?? {})
  for (const { kind, items } of others) {
    for (const item of items) uses.push({ kind, name: nameOf(item.title, req) })
  }
  const founder = (company as { founder?: { portrait?: unknown } }).founder
  if (idOf(founder?.portrait) === String(id)) {
    uses.push({ kind: 'company', name: '' })
  }
  return uses
}

/** Each kind of use by its name in the admin (a content type's, src/content/types.ts). */
const kinds = {
  ...(Object.fromEntries(
    Object.values(contentTypes).map((type) => [type.collection, type.labels.singular]),
  ) as Record<ContentCollection, AdminText>),
  company: { zh: '公司简介（创始人照片）', en: 'Company profile (founder portrait)' },
} satisfies Record<MediaUse['kind'], AdminText>

/** The refusal an editor reads, naming where the medium is used. */
export function inUseMessage(uses: readonly MediaUse[], req: Pick<PayloadRequest, 'i18n'>): string {
  const en = req.i18n?.language === 'en'
  const listed = uses.slice(0, 5).map((use) => {
    const kind = inAdminLanguage(req, kinds[use.kind])
    if (!use.name) return kind
    return en ? `${kind} “${use.name}”` : `${kind}《${use.name}》`
  })
  const more = uses.length - listed.length
  if (more > 0) listed.push(en ? `${more} more` : `另外 ${more} 处`)
  return en
    ? `This file is in use and cannot be deleted: ${listed.join('; ')}. Replace it there first.`
    : `此文件正在使用，不能删除：${listed.join('；')}。请先在这些地方换掉它。`
}

/** A medium that any document uses cannot be deleted: its pages would lose the image silently. */
export const refuseDeletingMediaInUse: CollectionBeforeDeleteHook = async ({ req, id }) => {
  const uses = await mediaUses(req, id)
  if (uses.length > 0) throw publicError(inUseMessage(uses, req), 409)
}
