import {
  ValidationError,
  type CollectionBeforeOperationHook,
  type CollectionBeforeValidateHook,
  type GlobalBeforeOperationHook,
  type Field,
  type FlattenedField,
  type PayloadRequest,
} from 'payload'
import { isLocale, locales, type Locale } from '../../i18n/locales'
import { otherLanguagePart } from '../text-language'
import { requestOfItsOwn } from '../request-of-its-own'
import { typedDatePath } from '../typed-date'
import { linkAddressesIn, linkAddressProblem } from './link-url'
import {
  adminLabel,
  adminLanguage,
  both,
  inAdminLanguage,
  labelIn,
  type AdminText,
} from '../admin-text'

/** The name of the field an editor ticks to save such a text anyway. */
export const CONFIRM_FIELD = 'confirmLanguage'

const mismatch = (part: string): AdminText => {
  const quoted = part.length > 40 ? `${part.slice(0, 40)}…` : part
  return both(
    `“${quoted}”看起来不是正在编辑的语言。请检查右上角的语言；如果确实如此，请勾选上方的“语言无误，仍然保存”后再保存。`,
    `“${quoted}” does not look like the language being edited. Check the language at the top right; if it is right, tick “The language is right, save anyway” above and save again.`,
  )
}

const languageNames = {
  zh: { zh: '中文', en: '英文' },
  en: { zh: 'Chinese', en: 'English' },
} as const

const copiedUntranslated = (part: string, other: Locale, saving: Locale): AdminText => {
  const quoted = part.length > 40 ? `${part.slice(0, 40)}…` : part
  const zh = languageNames.zh
  const en = languageNames.en
  return both(
    `没有发布：${zh[other]}版本中的“${quoted}”看起来不是${zh[other]}（也许是从${zh[saving]}版本复制过来、还没有翻译）。发布会把它放到${zh[other]}网站上。请先在${zh[other]}版本中翻译它，或把这次修改保存为草稿。`,
    `Not published: “${quoted}” in the ${en[other]} version does not look like ${en[other]} (copied from the ${en[saving]} version and not translated yet?). Publishing would put it on the ${en[other]} site. Translate it in the ${en[other]} version first, or save this change as a draft.`,
  )
}

const tooLong = (limit: number, length: number) =>
  both(
    `最多 ${limit} 个字（现在 ${length} 个），以便在搜索结果和分享卡片中完整显示。`,
    `At most ${limit} characters (now ${length}), so that search results and share cards show it whole.`,
  )

/** The longest value of a text field, per language being saved. */
export type LengthLimits = Record<string, { zh: number; en: number }>

const notADate = (text: string) =>
  both(
    `“${text}”不是存在的日期或时间：请按 2026-11-24 09:30 的格式填写，或在日历中选择。`,
    `“${text}” is not a date and time that exists: type it as 2026-11-24 09:30, or pick it in the calendar.`,
  )

const neededInDraft = both('请先填写这一项，再保存草稿。', 'Fill this in before saving the draft.')

const isLocaleMap = (value: unknown): value is Record<Locale, unknown> =>
  Boolean(value) &&
  typeof value === 'object' &&
  !Array.isArray(value) &&
  Object.keys(value as object).length > 0 &&
  Object.keys(value as object).every((key) => isLocale(key))

/**
 * The values at a field's path (`title`, `seo.title`, `requirements.text`
 * for the text of each row), each with the path of its own (`requirements.0.text`).
 * Given a locale, a document read with every locale gives that locale's values.
 */
export function valuesAt(
  doc: unknown,
  path: string,
  locale?: Locale,
): { path: string; value: unknown }[] {
  const segments = path.split('.')
  const walk = (node: unknown, index: number, at: string[]): { path: string; value: unknown }[] => {
    const here = locale && isLocaleMap(node) ? node[locale] : node
    if (index === segments.length) return [{ path: at.join('.'), value: here }]
    if (Array.isArray(here)) {
      return here.flatMap((item, row) => walk(item, index, [...at, String(row)]))
    }
    if (!here || typeof here !== 'object') return []
    const name = segments[index]!
    return walk((here as Record<string, unknown>)[name], index + 1, [...at, name])
  }
  return walk(doc, 0, [])
}

const filled = (value: unknown) =>
  typeof value === 'string'
    ? value.trim().length > 0
    : value !== null && value !== undefined && typeof value === 'object'

/**
 * The label of the field at a path: its own, or for a field inside a group or
 * a row of a list, the labels from the outermost in ("SEO › Title in search
 * results", "Requirements › Text").
 */
function labelOf(fields: FlattenedField[], path: string): unknown {
  const labels: unknown[] = []
  let level: FlattenedField[] | undefined = fields
  for (const segment of path.split('.').filter((part) => !/^\d+$/.test(part))) {
    const field: FlattenedField | undefined = level?.find((candidate) => candidate.name === segment)
    if (!field) return undefined
    labels.push('label' in field ? field.label : undefined)
    level = 'flattenedFields' in field ? field.flattenedFields : undefined
  }
  if (labels.length === 1) return labels[0]
  return ({ i18n, t }: Pick<PayloadRequest, 'i18n' | 't'>) =>
    labels
      .map((label) => labelIn(label, { i18n, t }, ''))
      .filter(Boolean)
      .join(' › ')
}

/**
 * Whether a save is the admin's "copy to locale", its one server function
 * that saves: it copies one language's text into the other.
 */
function isCopyToLocale(req: PayloadRequest): boolean {
  return Boolean(req.headers?.get('next-action'))
}

/**
 * "Copy to locale" writes a draft of the other language, to be translated
 * there. Payload would publish it as the copied data says (a published
 * article's), and the other language's pages would show text in this one.
 */
function asDraft<T>(args: T, operation: string, req: PayloadRequest): T {
  const save = args as { data?: Record<string, unknown> } | undefined
  if (operation !== 'update' || !isCopyToLocale(req) || !save?.data) return args
  return { ...args, draft: true, data: { ...save.data, _status: 'draft' } }
}

/** Where a restore notes the version it restores, for the checks of its save. */
const RESTORED_VERSION = 'restoredVersion'

/** Notes the version a restore brings back: its languages are what goes live. */
export const noteRestoredVersion: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation === 'restoreVersion') req.context[RESTORED_VERSION] = (args as { id?: unknown }).id
  return args
}

/**
 * A publish (or the restore of a published version) puts every language of
 * the latest draft (or of that version) on the site, not only the one being saved of the latest draft on the site, not only the
 * one being saved: a copy of this language's text into the other one, or an
 * English draft not meant to go out yet. Each text of another language that
 * differs from what is live there is checked as a save of that language is.
 * Texts already live are not (an editor may have confirmed them).
 */
async function otherLanguagesGoingLive(
  req: PayloadRequest,
  collection: string,
  id: number | string,
  saving: Locale,
  names: readonly string[],
): Promise<{ path: string; message: string }[]> {
  const read = (draft: boolean) =>
    req.payload.findByID({
      collection: collection as never,
      id,
      locale: 'all',
      draft,
      depth: 0,
      overrideAccess: true,
      req: requestOfItsOwn(req),
    }) as Promise<Record<string, unknown>>
  const restored = req.context[RESTORED_VERSION] as number | string | undefined
  const [pending, live] = await Promise.all([
    restored === undefined
      ? read(true)
      : req.payload
          .findVersionByID({
            collection: collection as never,
            id: String(restored),
            locale: 'all',
            depth: 0,
            overrideAccess: true,
            req: requestOfItsOwn(req),
          })
          .then((version) => version.version as Record<string, unknown>),
    read(false),
  ])
  for (const other of locales.filter((locale) => locale !== saving)) {
    for (const name of names) {
      const liveNow = new Map(
        valuesAt(live, name, other).map((entry) => [entry.path, JSON.stringify(entry.value)]),
      )
      for (const { path, value } of valuesAt(pending, name, other)) {
        if (liveNow.get(path) === JSON.stringify(value)) continue
        const part = otherLanguagePart(value, other)
        if (part) {
          const message = inAdminLanguage(req, copiedUntranslated(part, other, saving))
          return [{ path, message }]
        }
      }
    }
  }
  return []
}

export const copiesAreDrafts: CollectionBeforeOperationHook = ({ args, operation, req }) =>
  asDraft(args, operation, req)

export const globalCopiesAreDrafts: GlobalBeforeOperationHook = ({ args, operation, req }) =>
  asDraft(args as unknown, operation, req)

/**
 * The checks every save of a bilingual collection passes, drafts included
 * (Payload validates the fields of a draft only on publishing):
 * - `language`: a text (plain or rich) that looks like the other language
 *   is refused at its field unless the editor confirmed it, so that neither
 *   a draft nor a published version silently takes Chinese text as English;
 * - `draftNeeds`: a draft needs these (its title), so that no empty draft
 *   lands in the list as "untitled";
 * - `maxLength`: a text longer than its limit in the language being saved
 *   is refused (a title that search results and share cards would cut);
 * - `typedDates`: a date typed that does not exist is refused at its field
 *   (admin/checked-date.tsx), instead of becoming another date;
 * - `links`: a rich text's link to an address the site would not show as a
 *   link is refused at the field, naming the address.
 */
export function checkLanguageAndDrafts({
  language,
  draftNeeds,
  maxLength = {},
  typedDates = [],
  links = [],
}: {
  language: readonly string[]
  draftNeeds: readonly string[]
  maxLength?: LengthLimits
  typedDates?: readonly string[]
  links?: readonly string[]
}): CollectionBeforeValidateHook {
  return async ({ collection, data, operation, originalDoc, req }) => {
    const locale = req.locale
    if (!data || !isLocale(locale)) return data
    const errors: { path: string; message: string; label?: unknown }[] = []
    const id = (originalDoc as { id?: number | string } | undefined)?.id
    if (
      operation === 'update' &&
      id !== undefined &&
      data._status === 'published' &&
      !isCopyToLocale(req)
    ) {
      errors.push(...(await otherLanguagesGoingLive(req, collection.slug, id, locale, language)))
    }
    // A copy of the other language's text is a draft to translate: the form
    // then warns about every text still to translate.
    if (data[CONFIRM_FIELD] !== true && !isCopyToLocale(req)) {
      for (const name of language) {
        for (const { path, value } of valuesAt(data, name)) {
          const part = otherLanguagePart(value, locale)
          if (part) errors.push({ path, message: inAdminLanguage(req, mismatch(part)) })
        }
      }
    }
    for (const [name, limits] of Object.entries(maxLength)) {
      const value: unknown = data[name]
      const length = typeof value === 'string' ? [...value].length : 0
      if (length > limits[locale] && !errors.some((error) => error.path === name)) {
        errors.push({ path: name, message: inAdminLanguage(req, tooLong(limits[locale], length)) })
      }
    }
    for (const name of typedDates) {
      const typed: unknown = data[typedDatePath(name)]
      if (typeof typed === 'string' && typed.trim()) {
        errors.push({ path: name, message: inAdminLanguage(req, notADate(typed.trim())) })
      }
    }
    for (const name of links) {
      if (!(name in data)) continue
      for (const address of linkAddressesIn(data[name])) {
        const problem = linkAddressProblem(address, req)
        if (problem) {
          errors.push({ path: name, message: problem })
          break
        }
      }
    }
    if (data._status === 'draft') {
      const doc = { ...(originalDoc as Record<string, unknown> | undefined), ...data }
      for (const name of draftNeeds) {
        if (!filled(doc[name]) && !errors.some((error) => error.path === name)) {
          errors.push({ path: name, message: inAdminLanguage(req, neededInDraft) })
        }
      }
    }
    if (errors.length === 0) return data
    throw fieldErrors(req, collection.slug, collection.flattenedFields, errors)
  }
}

/**
 * A refusal that marks each field with its reason, and says each reason in
 * its message too, in the admin's language: a refused draft shows only the
 * message (Payload marks the fields of a refused publish only).
 */
export function fieldErrors(
  req: PayloadRequest,
  collection: string,
  fields: FlattenedField[],
  errors: { path: string; message: string; label?: unknown }[],
): ValidationError {
  const error = new ValidationError(
    {
      collection,
      req,
      errors: errors.map((entry) => ({
        ...entry,
        label: (entry.label ?? labelOf(fields, entry.path)) as never,
      })),
    },
    req.t,
  )
  const separator = adminLanguage(req) === 'en' ? ': ' : '：'
  error.message = errors
    .map(
      (entry) =>
        `${labelIn(entry.label ?? labelOf(fields, entry.path), req, entry.path)}${separator}${entry.message}`,
    )
    .join(' ')
  // Minification renames the class; Payload logs and formats it by this name.
  error.name = 'ValidationError'
  return error
}

/**
 * The admin side of a length limit: a counter under the input, in the
 * language being edited.
 */
export function lengthCounter(limits: { zh: number; en: number }) {
  return { path: '/cms/admin/length-counter#LengthCounter', clientProps: { limits } }
}

/**
 * The editor's confirmation that a text in another script is meant (a
 * product name as a Chinese title, a quotation): not stored, shown only
 * while a checked field looks like the other language.
 */
export function confirmLanguage(fields: readonly string[]): Field {
  return {
    name: CONFIRM_FIELD,
    type: 'checkbox',
    virtual: true,
    label: adminLabel('语言无误，仍然保存', 'The language is right, save anyway'),
    admin: {
      custom: { fields },
      components: { Field: '/cms/admin/confirm-language#ConfirmLanguage' },
      // Never stored: nothing to list or filter by.
      disableListColumn: true,
      disableListFilter: true,
    },
  }
}
