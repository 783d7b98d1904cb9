import type { Payload } from 'payload'
import { defaultLocale, locales, type Locale } from '../../i18n/locales'
import { siteSeed } from './site'

type LicenceKey = 'licenceDefault' | 'licenceMarked'

/** Writes the launch site settings unless an editor has already saved them. */
export async function seedSite(payload: Payload): Promise<boolean> {
  const current = await payload.findGlobal({ slug: 'site', locale: defaultLocale, depth: 0 })
  if (current.companyName) return false

  // Array rows are shared by all locales: the default locale creates them,
  // the others write their texts into the same rows (by id).
  let rowIds: Record<LicenceKey, (string | null | undefined)[]> | undefined
  const write = async (locale: Locale) => {
    const text = siteSeed.localized[locale]
    const rows = (key: LicenceKey) =>
      text[key].lines.map((line, index) => ({ id: rowIds?.[key][index] ?? undefined, text: line }))
    const saved = await payload.updateGlobal({
      slug: 'site',
      locale,
      data: {
        ...siteSeed.shared,
        companyName: text.companyName,
        licenceDefault: {
          lines: rows('licenceDefault'),
          companyLine: text.licenceDefault.companyLine,
        },
        licenceMarked: {
          lines: rows('licenceMarked'),
          companyLine: text.licenceMarked.companyLine,
        },
        _status: 'published',
      },
    })
    rowIds ??= {
      licenceDefault: (saved.licenceDefault.lines ?? []).map((row) => row.id),
      licenceMarked: (saved.licenceMarked.lines ?? []).map((row) => row.id),
    }
  }

  await write(defaultLocale)
  for (const locale of locales) if (locale !== defaultLocale) await write(locale)
  return true
}

/**
 * Settings saved before the app downloads existed have no store addresses:
 * `npm run seed` adds the launch ones when all four are empty.
 */
export async function seedAppLinks(payload: Payload): Promise<boolean> {
  const current = await payload.findGlobal({ slug: 'site', depth: 0 })
  if (!current.companyName || Object.values(current.appLinks ?? {}).some(Boolean)) return false
  await payload.updateGlobal({
    slug: 'site',
    data: { appLinks: siteSeed.shared.appLinks, _status: 'published' },
  })
  return true
}
