import type {
  CollectionSlug,
  FlattenedField,
  GlobalSlug,
  Payload,
  PayloadRequest,
  Where,
} from 'payload'
import { localeNames, locales } from '../i18n/locales'
import { adminLanguage, labelIn, type AdminLanguage } from './admin-text'
import { publicError } from '../lib/public-error'
import { editorTime, timeZoneName } from './publication-state'

/** The field that names who saved a version (fields/edited-by.ts). */
export const EDITED_BY = 'editedBy'

/** Fields every save changes, or that no editor writes: not news to the editor. */
const bookkeeping = new Set([
  'id',
  'updatedAt',
  'createdAt',
  '_status',
  EDITED_BY,
  'translations',
  'seedKey',
])

/** A document being saved, and the `updatedAt` of the version its save starts from. */
export type SavedDocument = {
  kind: 'collection' | 'global'
  slug: string
  id?: number | string
  base: string
}
type Target = SavedDocument
type Version = { version: Record<string, unknown> }

const words = {
  zh: {
    someone: '另一位编辑',
    yourself: '你（在另一个窗口）',
    join: '、',
    changed: (fields: string) => `改动了${fields}`,
    details: (parts: string[]) => (parts.length > 0 ? `（${parts.join('，')}）` : ''),
    message: (who: string, details: string) =>
      `没有保存：${who}在你打开之后保存了新的版本${details}。你的修改还在表单里：请先复制需要的文字，再刷新页面，在新版本上重新修改后保存。`,
    inLanguage: (label: string, language: string) => `${label}（${language}）`,
    languages: { zh: '中文', en: '英文' },
  },
  en: {
    someone: 'another editor',
    yourself: 'you (in another window)',
    join: ', ',
    changed: (fields: string) => `changed: ${fields}`,
    details: (parts: string[]) => (parts.length > 0 ? ` (${parts.join('; ')})` : ''),
    message: (who: string, details: string) =>
      `Not saved: ${who} saved a newer version after you opened this one${details}. Your changes are still in the form: copy what you need, reload the page, make them again on the new version and save.`,
    inLanguage: (label: string, language: string) => `${label} (${language})`,
    languages: { zh: 'Chinese', en: 'English' },
  },
} satisfies Record<AdminLanguage, unknown>

function fieldsOf(payload: Payload, target: Target): FlattenedField[] {
  if (target.kind === 'global') {
    return (
      payload.globals.config.find((global) => global.slug === target.slug)?.flattenedFields ?? []
    )
  }
  return payload.collections[target.slug as CollectionSlug]?.config.flattenedFields ?? []
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null)

/** The fields (and languages) that differ between two versions, as the editor names them. */
function changedFields(
  fields: FlattenedField[],
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  req: PayloadRequest,
  language: AdminLanguage,
): string[] {
  const t = words[language]
  return fields.flatMap((field) => {
    if (bookkeeping.has(field.name)) return []
    const label = labelIn('label' in field ? field.label : undefined, req, field.name)
    if (!('localized' in field && field.localized)) {
      return same(before[field.name], after[field.name]) ? [] : [label]
    }
    const was = (before[field.name] ?? {}) as Record<string, unknown>
    const is = (after[field.name] ?? {}) as Record<string, unknown>
    return locales
      .filter((locale) => !same(was[locale], is[locale]))
      .map((locale) => t.inLanguage(label, t.languages[locale] ?? localeNames[locale]))
  })
}

async function versionsOf(payload: Payload, target: Target, where: Where, limit: number) {
  const args = { limit, sort: '-updatedAt', locale: 'all', pagination: false, where } as const
  if (target.kind === 'global') {
    return (await payload.db.findGlobalVersions({ ...args, global: target.slug as GlobalSlug }))
      .docs as Version[]
  }
  const byParent: Where = { and: [{ parent: { equals: target.id } }, where] }
  return (
    await payload.db.findVersions({
      ...args,
      collection: target.slug as CollectionSlug,
      where: byParent,
    })
  ).docs as Version[]
}

async function namesOf(
  payload: Payload,
  ids: unknown[],
  req: PayloadRequest,
  language: AdminLanguage,
) {
  const t = words[language]
  const wanted = [...new Set(ids.filter((id) => typeof id === 'number' || typeof id === 'string'))]
  if (wanted.length === 0) return t.someone
  const { docs } = await payload.db.find({
    collection: 'users',
    where: { id: { in: wanted } },
    limit: wanted.length,
    pagination: false,
  })
  const byId = new Map(
    docs.map((user) => [String(user.id), user as { name?: unknown; email?: unknown }]),
  )
  return wanted
    .map((id) => {
      if (String(req.user?.id) === String(id)) return t.yourself
      const user = byId.get(String(id))
      const name =
        typeof user?.name === 'string' && user.name.trim() ? user.name.trim() : user?.email
      return typeof name === 'string' ? name : t.someone
    })
    .join(t.join)
}

/**
 * The refusal of a save made from a version older than the stored one: who
 * saved since (by name), when (in the company's time zone) and which fields
 * changed between the version the editor opened and the stored one, in the
 * admin's language. Answered 409; the admin shows it and keeps the form.
 */
export async function staleSaveRefusal(
  payload: Payload,
  req: PayloadRequest,
  target: Target,
): Promise<Error> {
  const language = adminLanguage(req)
  const t = words[language]
  const versioned =
    target.kind === 'global'
      ? Boolean(payload.globals.config.find((global) => global.slug === target.slug)?.versions)
      : Boolean(payload.collections[target.slug as CollectionSlug]?.config.versions)
  let who = t.someone
  let when = ''
  let what = ''
  if (versioned) {
    const newer = await versionsOf(
      payload,
      target,
      { 'version.updatedAt': { greater_than: target.base } },
      10,
    )
    const [base] = await versionsOf(
      payload,
      target,
      { 'version.updatedAt': { equals: target.base } },
      1,
    )
    const latest = newer[0]
    if (latest) {
      who = await namesOf(
        payload,
        newer.map((entry) => entry.version[EDITED_BY]),
        req,
        language,
      )
      const at = latest.version.updatedAt
      if (typeof at === 'string') when = `${editorTime(at)} ${timeZoneName[language]}`
      if (base) {
        const fields = changedFields(
          fieldsOf(payload, target),
          base.version,
          latest.version,
          req,
          language,
        )
        if (fields.length > 0) what = t.changed(fields.join(t.join))
      }
    }
  }
  return publicError(t.message(who, t.details([when, what].filter(Boolean))), 409)
}
