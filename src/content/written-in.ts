import type { Where } from 'payload'

/**
 * Items whose text exists in `locale`: marked complete in it by the CMS
 * (`translations`) and with each of `fields` actually there. The mark alone
 * is not trusted: an item it claims is written in a language but whose text
 * is missing (a restored version, an import) is treated as not written in
 * it, so that no page, feed or sitemap in that language shows it half empty.
 */
export function writtenIn(locale: string, fields: readonly string[]): Where {
  return {
    and: [
      { translations: { in: [locale] } },
      ...fields.map((field): Where => ({ [field]: { exists: true } })),
    ],
  }
}
