import type { CollectionAfterChangeHook, PayloadRequest, TextField, Validate } from 'payload'
import type { Media } from '../../payload-types'
import { isLocale, type Locale } from '../../i18n/locales'
import { both, inAdminLanguage } from '../admin-text'
import { requestOfItsOwn } from '../request-of-its-own'
import { otherLanguagePart } from '../text-language'
import { CONFIRM_FIELD } from './language-check'

/** The name of the field that takes the alt text of the language not being edited. */
export const OTHER_ALT = 'altInOtherLanguage'

const otherLocale = (locale: Locale): Locale => (locale === 'zh' ? 'en' : 'zh')

const filled = (value: unknown): value is string =>
  typeof value === 'string' && value.trim().length > 0

/** The alt text a medium already has in `locale` (empty for a new one). */
async function storedAlt(req: PayloadRequest, id: number | string | undefined, locale: Locale) {
  if (id === undefined) return ''
  // A request of its own: the read sets its locale without touching the save's.
  const doc = await req.payload.findByID({
    collection: 'media',
    id,
    locale,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    req: requestOfItsOwn(req),
  })
  return (doc as { alt?: unknown } | null)?.alt
}

const missing = {
  en: both('请同时填写英文替代文字。', 'Give the alt text in English too.'),
  zh: both('请同时填写中文替代文字。', 'Give the alt text in Chinese too.'),
}

const otherScript = (part: string, other: Locale) =>
  other === 'en'
    ? both(
        `“${part}”看起来不是英文：这里填写英文替代文字。`,
        `“${part}” does not look like English: give the English alt text here.`,
      )
    : both(
        `“${part}”看起来不是中文：这里填写中文替代文字。`,
        `“${part}” does not look like Chinese: give the Chinese alt text here.`,
      )

/**
 * Required unless the medium already has alt text in the other language, and
 * in that language (checked as a save of that language is).
 */
const requireOtherAlt: Validate = async (value, { req, id, data }) => {
  const locale = req?.locale
  if (!req || !locale || !isLocale(locale)) return true
  const other = otherLocale(locale)
  if (filled(value)) {
    const confirmed = (data as Record<string, unknown> | undefined)?.[CONFIRM_FIELD] === true
    const part = confirmed ? null : otherLanguagePart(value, other)
    return part ? inAdminLanguage(req, otherScript(part, other)) : true
  }
  return filled(await storedAlt(req, id, other)) || inAdminLanguage(req, missing[other])
}

/**
 * The alt text of the language not being edited, asked for on the same form,
 * so that no image reaches the English (or Chinese) pages with `alt=""`. Not
 * stored as such: `storeOtherAlt` saves it as that language's alt text.
 */
export const altInOtherLanguage: TextField = {
  name: OTHER_ALT,
  type: 'text',
  virtual: true,
  // Its own field component is rendered on the server, where a label function
  // would be read in one language for all (admin-text.ts).
  label: both('另一种语言的替代文字', 'Alt text in the other language'),
  admin: {
    components: { Field: '/cms/admin/editable-text#EditableText' },
    // Never stored as such: nothing to list or filter by.
    disableListColumn: true,
    disableListFilter: true,
    description: both(
      '编辑中文时填写英文，编辑英文时填写中文；已经有了可以留空。',
      'English when editing Chinese, Chinese when editing English; leave empty to keep the one saved.',
    ),
  },
  validate: requireOtherAlt,
}

/** Saves the other language's alt text given on the form, in the same transaction. */
export const storeOtherAlt: CollectionAfterChangeHook<Media> = async ({ doc, data, req }) => {
  const value: unknown = data[OTHER_ALT]
  const locale = req.locale
  if (!filled(value) || !locale || !isLocale(locale)) return doc
  // A request of its own (its locale is set by the update) without the
  // uploaded file, which the update would otherwise store a second time.
  await req.payload.update({
    collection: 'media',
    id: doc.id,
    locale: otherLocale(locale),
    // Checked in its language by this form's validation already.
    data: { alt: value.trim(), [CONFIRM_FIELD]: true },
    depth: 0,
    overrideAccess: true,
    req: requestOfItsOwn(req),
  })
  return doc
}
