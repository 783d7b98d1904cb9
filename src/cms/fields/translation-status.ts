import type { Field, FieldHook } from 'payload'
import { adminLabel, both } from '../admin-text'
import { isLocale, localeNames, locales, type Locale } from '../../i18n/locales'

type Values = Record<string, unknown>

function filled(value: unknown): boolean {
  if (typeof value === 'string') return value.trim().length > 0
  if (Array.isArray(value)) return value.length > 0
  return value !== null && value !== undefined && typeof value === 'object'
}

/** The value of a localized field in `locale`, whether `doc` holds one locale or all of them. */
function valueIn(doc: Values | undefined, field: string, locale: Locale, docLocale: string) {
  const value = doc?.[field]
  if (docLocale === 'all') {
    return value && typeof value === 'object' ? (value as Values)[locale] : undefined
  }
  return docLocale === locale ? value : undefined
}

/**
 * Languages in which every one of `fields` is filled. Computed when an item is
 * saved, from the language being saved and the stored text of the others.
 */
export function completeLocales(
  fields: readonly string[],
  saving: { doc: Values; locale: string },
  stored: Values | undefined,
): Locale[] {
  return locales.filter((locale) =>
    fields.every((field) => {
      const incoming = valueIn(saving.doc, field, locale, saving.locale)
      if (saving.locale === 'all' || saving.locale === locale) return filled(incoming)
      return filled(valueIn(stored, field, locale, 'all'))
    }),
  )
}

const computeTranslations =
  (fields: readonly string[]): FieldHook =>
  ({ data, originalDoc, req, siblingDocWithLocales }) => {
    const locale = req.locale && (req.locale === 'all' || isLocale(req.locale)) ? req.locale : 'zh'
    // Every language as it will be stored: the document this save starts
    // from (its latest version), or the version being restored, which
    // brings its own texts of every language.
    const stored = siblingDocWithLocales
    const doc = { ...(originalDoc as Values | undefined), ...(data as Values | undefined) }
    return completeLocales(fields, { doc, locale }, stored)
  }

/**
 * A read-only sidebar field listing the languages an item is complete in. The
 * site shows an item only in those languages; the admin list shows the column.
 */
export function translationStatus(fields: readonly string[]): Field {
  return {
    name: 'translations',
    label: adminLabel('已完成的语言', 'Translations'),
    type: 'select',
    hasMany: true,
    index: true,
    options: locales.map((value) => ({ value, label: localeNames[value] })),
    admin: {
      readOnly: true,
      position: 'sidebar',
      description: both(
        '文字完整的语言。网站只用这些语言显示这一项。',
        'Languages with complete text. The site shows the item only in these languages.',
      ),
    },
    hooks: { beforeChange: [computeTranslations(fields)] },
  }
}
