import type { Payload, PayloadRequest, SelectType } from 'payload'

/** What got drafts in the migration `drafts_for_all_content`. */
const collections = ['jobs', 'faqs', 'videos'] as const
const globals = ['company', 'site'] as const

/**
 * Fields added after this migration, whose columns do not exist yet when it
 * runs on an older database: left out of what it reads and writes.
 */
const addedLater = new Set(['editedBy', 'shownLanguage'])

/** Every top-level field of the document but those added later. */
function fieldsOfThen(fields: readonly { name: string }[]): SelectType {
  return Object.fromEntries(
    fields.filter((field) => !addedLater.has(field.name)).map((field) => [field.name, true]),
  )
}

/**
 * Gives each document that was live before it had drafts its first version,
 * published, as a save would have. The admin lists and edits a document with
 * drafts through its latest version: without one, an opening saved before
 * the upgrade would be missing from the admin's list. Writes through the
 * database adapter: no hooks, no validation, nothing invalidated.
 */
export async function versionsForLiveContent(payload: Payload, req: PayloadRequest) {
  for (const collection of collections) {
    const { docs } = await payload.find({
      collection,
      select: fieldsOfThen(payload.collections[collection].config.flattenedFields),
      locale: 'all',
      depth: 0,
      pagination: false,
      overrideAccess: true,
      req,
    })
    for (const doc of docs) {
      await payload.db.createVersion({
        collectionSlug: collection,
        parent: doc.id,
        versionData: { ...doc, _status: 'published' },
        autosave: false,
        createdAt: doc.createdAt,
        updatedAt: doc.updatedAt,
        req,
      })
    }
  }
  for (const slug of globals) {
    const config = payload.globals.config.find((global) => global.slug === slug)
    const doc = await payload.findGlobal({
      slug,
      select: fieldsOfThen(config?.flattenedFields ?? []),
      locale: 'all',
      depth: 0,
      overrideAccess: true,
      req,
    })
    // Never saved (a new database): its first save makes its first version.
    if (!doc.updatedAt) continue
    await payload.db.createGlobalVersion({
      globalSlug: slug,
      versionData: { ...doc, _status: 'published' },
      autosave: false,
      createdAt: doc.createdAt ?? doc.updatedAt,
      updatedAt: doc.updatedAt,
      req,
    })
  }
}
