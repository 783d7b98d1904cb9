import type { Payload } from 'payload'
import { locales } from '../../i18n/locales'
import { siteSeed } from './site'

/** Writes the launch site settings unless an editor has already saved them. */
export async function seedSite(payload: Payload): Promise<boolean> {
  const current = await payload.findGlobal({ slug: 'site', locale: 'zh', depth: 0 })
  if (current.companyName) return false

  for (const locale of locales) {
    const text = siteSeed.localized[locale]
    const existing =
      locale === 'zh'
        ? undefined
        : await payload.findGlobal({ slug: 'site', locale: 'zh', depth: 0 })
    const withIds = (key: 'licenceDefault' | 'licenceMarked') =>
      text[key].lines.map((line, index) => ({
        // Array rows are shared across locales; reuse the ids written for zh.
        id: existing?.[key]?.lines?.[index]?.id ?? undefined,
        text: line,
      }))
    await payload.updateGlobal({
      slug: 'site',
      locale,
      data: {
        ...siteSeed.shared,
        companyName: text.companyName,
        licenceDefault: {
          lines: withIds('licenceDefault'),
          companyLine: text.licenceDefault.companyLine,
        },
        licenceMarked: {
          lines: withIds('licenceMarked'),
          companyLine: text.licenceMarked.companyLine,
        },
      },
    })
  }
  return true
}
