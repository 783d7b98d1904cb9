import type { Field, FieldHook } from 'payload'
import { isLocale, locales } from '../../i18n/locales'
import { uploadsIn } from '../hooks/media-in-use'
import { adminLabel } from '../admin-text'

/** The stored form of a set of media ids: `,3,12,` (empty: none), so that `,3,` finds one. */
export function mediaList(ids: Iterable<string>): string {
  const sorted = [...new Set(ids)].sort((a, b) => Number(a) - Number(b))
  return sorted.length > 0 ? `,${sorted.join(',')},` : ''
}

/** The ids a stored list holds. */
export function mediaOfList(list: unknown): string[] {
  return typeof list === 'string' ? list.split(',').filter(Boolean) : []
}

/** The pattern that finds a medium in a stored list (a `like` query). */
export const inMediaList = (id: string) => `,${id},`

type Values = Record<string, unknown>

/** The body of every language as it will be stored: the one being saved, the others as they are. */
const computeBodyMedia: FieldHook = ({ data, originalDoc, req, siblingDocWithLocales }) => {
  const saving = req.locale && isLocale(req.locale) ? req.locale : undefined
  const stored = (siblingDocWithLocales ?? originalDoc) as Values | undefined
  const storedBody = stored?.body
  const ids = new Set<string>()
  for (const locale of locales) {
    const body =
      locale === saving || req.locale === 'all'
        ? (data as Values | undefined)?.body
        : storedBody && typeof storedBody === 'object' && !('root' in storedBody)
          ? (storedBody as Values)[locale]
          : undefined
    uploadsIn(body, ids)
  }
  return mediaList(ids)
}

/**
 * The media an article's body shows in any language, kept beside the body on
 * every save: which media visitors may see is then found by a query, not by
 * reading every article's text (src/cms/hooks/media-visibility.ts).
 */
export const bodyMedia: Field = {
  name: 'bodyMedia',
  label: adminLabel('正文中的图片', 'Pictures in the body'),
  type: 'text',
  admin: { hidden: true },
  access: { read: ({ req }) => Boolean(req.user) },
  hooks: { beforeChange: [computeBodyMedia] },
}
