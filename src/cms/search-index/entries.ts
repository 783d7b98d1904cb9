import type { Payload, PayloadRequest } from 'payload'
import { locales } from '../../i18n/locales'
import type { SearchKind } from '../../content/search/model'
import { searchableTypes } from '../../content/types'
import { appKeys, models } from '../../content/products'
import zh from '../../../messages/zh.json'
import en from '../../../messages/en.json'
import type { SearchEntries, SearchEntry } from './read'

const catalogues = { zh, en } as const

/** The sections of the company profile that search finds, each a result of its own. */
export const profileSections = ['mission', 'vision', 'values', 'founder', 'milestones'] as const

/** The company profile's sections in each language, as visitors read them. */
async function profileEntries(payload: Payload, req?: PayloadRequest): Promise<SearchEntry[]> {
  const entries: SearchEntry[] = []
  for (const locale of locales) {
    const company = await payload.findGlobal({
      slug: 'company',
      locale,
      fallbackLocale: false,
      depth: 0,
      overrideAccess: true,
      req,
    })
    const titles = catalogues[locale].profile.company
    const sections: Record<(typeof profileSections)[number], { title: string; text: string }> = {
      mission: { title: titles.missionTitle, text: company.mission ?? '' },
      vision: { title: titles.visionTitle, text: company.vision ?? '' },
      values: {
        title: titles.valuesTitle,
        text: (company.values ?? []).map((value) => `${value.title}\n${value.text}`).join('\n'),
      },
      founder: {
        title: `${titles.founderTitle}${locale === 'zh' ? '：' : ': '}${company.founder?.name ?? ''}`,
        text: [
          company.founder?.title,
          company.founder?.bio,
          ...(company.founder?.honours ?? []).map((honour) => honour.text),
        ]
          .filter(Boolean)
          .join('\n'),
      },
      milestones: {
        title: titles.milestonesTitle,
        text: (company.milestones ?? [])
          .map((milestone) => `${milestone.year} ${milestone.title}\n${milestone.text}`)
          .join('\n'),
      },
    }
    profileSections.forEach((section, index) => {
      const { title, text } = sections[section]
      if (text.trim()) {
        entries.push({ kind: 'profile', itemId: index, locale, title, text, visibleFrom: null })
      }
    })
  }
  return entries
}

/**
 * The models and apps the home page offers, in each language, as its
 * catalogues write them: each model with what it does and its
 * capabilities (numbered first), then each app.
 */
function productEntries(): SearchEntry[] {
  return locales.flatMap((locale) => {
    const catalogue = catalogues[locale]
    const { items, capabilities } = catalogue.home.models
    const parts = [
      ...models.map((model) => ({
        title: catalogue.models[model.key],
        text: [items[model.key], ...model.capabilities.map((name) => capabilities[name])].join(
          '\n',
        ),
      })),
      ...appKeys.map((key) => ({
        title: catalogue.home.apps.items[key].name,
        text: catalogue.home.apps.items[key].text,
      })),
    ]
    return parts.map(({ title, text }, itemId) => ({
      kind: 'product' as const,
      itemId,
      locale,
      title,
      text,
      visibleFrom: null,
    }))
  })
}

/** How many entries the models and apps make in one language: their numbers are 0 to this − 1. */
export const productCount = models.length + appKeys.length

/**
 * The entries of one item (of the profile: of all its sections; of the
 * products: of every model and app) as the
 * database holds it now: none when visitors cannot read it in any language.
 * A content type's are read as its collection says (`custom.searchEntries`).
 */
export function entriesOf(
  payload: Payload,
  kind: SearchKind,
  id: number,
  req?: PayloadRequest,
): Promise<SearchEntry[]> {
  if (kind === 'profile') return profileEntries(payload, req)
  if (kind === 'product') return Promise.resolve(productEntries())
  return searchEntriesOf(payload, kind)(payload, id, req)
}

/** How the collection of a kind of result reads its entries; throws when it does not say. */
export function searchEntriesOf(payload: Payload, kind: SearchKind): SearchEntries {
  const collection = searchableTypes.find((type) => type.kind === kind)?.collection
  const custom: { searchEntries?: SearchEntries } | undefined = collection
    ? payload.collections[collection]?.config.custom
    : undefined
  if (!custom?.searchEntries)
    throw new Error(`Search finds ${kind}, but its collection reads no entries`)
  return custom.searchEntries
}
