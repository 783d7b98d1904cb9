/**
 * Request headers the proxy sets (overwriting anything a client sent) so that
 * the 404 document, rendered outside the localized routes, knows the visitor's
 * locale, host variant and path.
 */
export const siteHeaders = {
  locale: 'x-site-locale',
  variant: 'x-site-variant',
  path: 'x-site-path',
  /** Set on the 404 of an article that exists in the other language only. */
  otherLanguage: 'x-site-other-language',
  /** The token of a shared preview link (`?preview=`), for the preview's draft read. */
  previewToken: 'x-site-preview-token',
} as const
