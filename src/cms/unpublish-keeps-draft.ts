import type { CollectionAfterChangeHook, CollectionBeforeOperationHook } from 'payload'

/** What a version holds besides its content: not compared. */
const bookkeeping = new Set(['_status', 'updatedAt', 'createdAt', 'editedBy', 'id'])

/**
 * Payload's unpublish dialogs (one item, one language, a selection in the
 * list), saying what an unpublish takes off the site and what it keeps.
 */
export const unpublishDialogText = {
  zh: {
    aboutToUnpublish:
      '取消发布后，访客在网站上将看不到它（中文和英文都是），直到再次发布。未发布的草稿会保留。确定要取消发布吗？',
    aboutToUnpublishIn:
      '取消发布后，访客在{{locale}}网站上将看不到它，直到再次发布。确定要取消发布吗？',
    aboutToUnpublishSelection:
      '取消发布后，访客在网站上将看不到所选的全部{{label}}（中文和英文都是），直到再次发布。未发布的草稿会保留。确定要取消发布吗？',
  },
  en: {
    aboutToUnpublish:
      'Unpublishing takes it off the site, in Chinese and in English, until it is published again. A pending draft is kept. Unpublish it?',
    aboutToUnpublishIn:
      'Unpublishing takes it off the {{locale}} site until it is published again. Unpublish it?',
    aboutToUnpublishSelection:
      'Unpublishing takes every selected {{label}} off the site, in Chinese and in English, until they are published again. Pending drafts are kept. Unpublish them?',
  },
}

/** A version's content, without when and by whom it was saved or its state. */
export function contentOf(version: Record<string, unknown>): string {
  return JSON.stringify(
    Object.fromEntries(Object.entries(version).filter(([key]) => !bookkeeping.has(key))),
  )
}

const UNPUBLISHING = 'unpublishing'

/** Notes a save that takes items off the site: the state "draft", saved not as a draft. */
export const noteUnpublish: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  const save = args as { draft?: unknown; data?: { _status?: unknown } }
  if (operation === 'update' && !save.draft && save.data?._status === 'draft') {
    req.context[UNPUBLISHING] = true
  }
  return args
}

/**
 * The list's "unpublish" writes the live version back as a draft, on top of
 * the editor's pending draft (Payload's bulk update starts from the live
 * document; the edit form's own unpublish starts from the pending draft).
 * When an unpublish did that, the pending draft comes back as the latest
 * version, with every language, so the form opens on it and the next
 * publish publishes it.
 */
type Versioned = { id: number | string; _status?: 'draft' | 'published' | null }

export const unpublishKeepsDraft: CollectionAfterChangeHook<Versioned> = async ({
  collection,
  doc,
  operation,
  previousDoc,
  req,
}) => {
  const wasLive = previousDoc._status === 'published'
  if (operation !== 'update' || !req.context[UNPUBLISHING] || !wasLive || doc._status !== 'draft') {
    return doc
  }
  const { docs } = await req.payload.db.findVersions({
    collection: collection.slug,
    req,
    locale: 'all',
    limit: 2,
    pagination: false,
    sort: '-updatedAt',
    where: { parent: { equals: doc.id } },
  })
  const written: Record<string, unknown> | undefined = docs[0]?.version
  const pending: Record<string, unknown> | undefined = docs[1]?.version
  if (!written || !pending || pending._status !== 'draft') return doc
  if (contentOf(pending) === contentOf(written)) return doc
  const now = new Date().toISOString()
  await req.payload.db.createVersion({
    collectionSlug: collection.slug,
    parent: doc.id,
    autosave: false,
    createdAt: now,
    updatedAt: now,
    versionData: { ...pending, _status: 'draft', updatedAt: now } as never,
    req,
  })
  return doc
}
