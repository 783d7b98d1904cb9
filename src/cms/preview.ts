import type { GeneratePreviewURL, LivePreviewConfig } from 'payload'
import { siteOrigin } from '../lib/env'
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

/**
 * "Live preview": the same preview beside the form, at phone and desktop
 * widths, following each save (components/ui/live-preview-refresh.client.tsx).
 * An address of the site's own origin, which the admin only accepts messages
 * from; a document not saved yet has none.
 */
export function livePreviewIn(root: PreviewRoot): LivePreviewConfig {
  return {
    url: ({ data, locale }) =>
      typeof data.id === 'number' || typeof data.id === 'string'
        ? `${siteOrigin()}${localizedPath(`${root}/${data.id}`, isLocale(locale.code) ? locale.code : defaultLocale)}`
        : null,
    breakpoints: [
      { name: 'phone', label: '375 × 667', width: 375, height: 667 },
      { name: 'desktop', label: '1440 × 900', width: 1440, height: 900 },
    ],
  }
}
