import type {
  CollectionBeforeOperationHook,
  Field,
  GlobalBeforeOperationHook,
  PayloadRequest,
} from 'payload'
import { isLocale, type Locale } from '../../i18n/locales'
import { both, inAdminLanguage } from '../admin-text'
import { publicError } from '../../lib/public-error'

/** The name of the field that carries the language an edit form was filled in. */
export const SHOWN_LANGUAGE = 'shownLanguage'

/**
 * The language a document was read in, sent back by the edit form with its
 * save. Not stored. With it the server can tell a form showing one language
 * from a save that would write another.
 */
export const shownLanguage: Field = {
  name: SHOWN_LANGUAGE,
  type: 'text',
  virtual: true,
  admin: { hidden: true, disableListColumn: true, disableListFilter: true },
  access: { read: ({ req }) => Boolean(req.user) },
  hooks: { afterRead: [({ req }) => (isLocale(req.locale) ? req.locale : undefined)] },
}

const names = { zh: { zh: '中文', en: '英文' }, en: { zh: 'Chinese', en: 'English' } } as const

/** The refusal of a save whose form showed `shown` but would write `saving`. */
export function otherLanguageRefusal(
  req: Pick<PayloadRequest, 'i18n'>,
  shown: Locale,
  saving: Locale,
): string {
  return inAdminLanguage(
    req,
    both(
      `没有保存：这张表单显示的是${names.zh[shown]}版本，保存却会写入${names.zh[saving]}版本。请复制你的修改，刷新页面，确认右上角的语言后再保存。`,
      `Not saved: this form shows the ${names.en[shown]} version, but the save would write the ${names.en[saving]} version. Copy your changes, reload the page, check the language at the top right and save again.`,
    ),
  )
}

/**
 * Refuses an edit form's save into another language than the one the form
 * showed, whatever made them differ (a stale language menu, a second tab): one
 * language's text is never saved over the other's. Only saves of the admin's
 * forms (REST) carry the field; copying to another language is a local call.
 */
function refuseOtherLanguage(req: PayloadRequest, data: Record<string, unknown> | undefined): void {
  const shown = data?.[SHOWN_LANGUAGE]
  if (req.payloadAPI !== 'REST' || !isLocale(shown) || !isLocale(req.locale)) return
  if (shown !== req.locale) throw publicError(otherLanguageRefusal(req, shown, req.locale), 409)
}

type SaveArgs = { data?: Record<string, unknown> }

export const refuseOtherLanguageSave: CollectionBeforeOperationHook = ({
  args,
  operation,
  req,
}) => {
  if (operation === 'update') refuseOtherLanguage(req, (args as SaveArgs).data)
  return args
}

export const refuseOtherLanguageGlobalSave: GlobalBeforeOperationHook = ({
  args,
  operation,
  req,
}) => {
  if (operation === 'update') refuseOtherLanguage(req, (args as SaveArgs | undefined)?.data)
  return args as unknown
}
