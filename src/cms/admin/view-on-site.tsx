import type { Locale as PayloadLocale, PayloadRequest } from 'payload'
import { contentTypes } from '../../content/types'
import { isLocale } from '../../i18n/locales'
import { localizedPath } from '../../i18n/paths'
import { adminLanguage } from '../admin-text'
import { ViewOnSiteLink } from './view-on-site-link'

type Props = {
  id?: number | string
  locale?: PayloadLocale
  i18n: PayloadRequest['i18n']
  /** The collection, given where the component is configured (editorial.ts). */
  collection: string
}

/**
 * "View on site" in the edit screen's header: the item's page in the
 * language being edited, opened in a new tab. The page's address is worked
 * out here, from the content type's routes; whether the item is live there
 * is the form's (view-on-site-link.tsx).
 */
export function ViewOnSite({ id, locale, i18n, collection }: Props) {
  const type = Object.values(contentTypes).find((each) => each.collection === collection)
  const href = type && 'search' in type ? type.search.href : undefined
  const itemId = typeof id === 'string' ? Number(id) : id
  if (!href || !itemId || !Number.isSafeInteger(itemId) || !isLocale(locale?.code)) return null
  return (
    <ViewOnSiteLink
      href={localizedPath(href(itemId), locale.code)}
      language={adminLanguage({ i18n })}
    />
  )
}
