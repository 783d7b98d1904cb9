import type { GeneratePreviewURL } from 'payload'
import { defaultLocale, isLocale } from '../i18n/locales'
import { localizedPath } from '../i18n/paths'
import type { PreviewRoot } from '../content/types'

/**
 * "Preview" in the admin: opens the document's latest draft as the site will
 * show it, at `{root}/{id}`, in the language being edited.
 */
export function previewIn(root: PreviewRoot): GeneratePreviewURL {
  return (doc, { locale }) =>
    typeof doc.id === 'number' || typeof doc.id === 'string'
      ? localizedPath(`${root}/${doc.id}`, isLocale(locale) ? locale : defaultLocale)
      : null
}
