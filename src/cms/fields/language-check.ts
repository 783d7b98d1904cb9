import type { Field, PayloadRequest, Validate } from 'payload'
import { text, textarea } from 'payload/shared'
import { isLocale } from '../../i18n/locales'
import { looksLikeOtherLanguage } from '../text-language'
import { adminLabel, both, inAdminLanguage } from '../admin-text'

/** The name of the field an editor ticks to save such a text anyway. */
export const CONFIRM_FIELD = 'confirmLanguage'

const mismatch = both(
  '这段文字看起来不是正在编辑的语言。请检查右上角的语言；如果确实如此，请勾选下方的“语言无误，仍然保存”后再保存。',
  'This text does not look like the language being edited. Check the language at the top right; if it is right, tick “The language is right, save anyway” below and save again.',
)

type Options = Parameters<Validate>[1]

function withLanguageCheck(base: Validate): Validate {
  return async (value, options: Options) => {
    const result = await base(value, options)
    if (result !== true) return result
    const req = options.req as PayloadRequest | undefined
    const locale = req?.locale
    if (!locale || !isLocale(locale)) return true
    const data = options.data as Record<string, unknown> | undefined
    if (data?.[CONFIRM_FIELD] === true) return true
    return looksLikeOtherLanguage(value, locale) ? inAdminLanguage(req, mismatch) : true
  }
}

/** The validation of a localized text field, plus the language check. */
export const textInItsLanguage = withLanguageCheck(text as Validate)
/** The validation of a localized textarea, plus the language check. */
export const textareaInItsLanguage = withLanguageCheck(textarea as Validate)

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
    },
  }
}
