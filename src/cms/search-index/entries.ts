import type { DataFromCollectionSlug, Payload, PayloadRequest, Where } from 'payload'
import { locales, type Locale } from '../../i18n/locales'
import { writtenIn } from '../../content/written-in'
import type { SearchKind } from '../../content/search/model'
import zh from '../../../messages/zh.json'
import en from '../../../messages/en.json'

/**
 * What the search index holds of one thing visitors can read in one
 * language: its title and text as visitors read them, and when it may be
 * found (an article published ahead of time is indexed with its date and
 * found from then on).
 */
export type SearchEntry = {
  kind: SearchKind
  /** The item's id; for the company profile, its section (`profileSections`). */
  itemId: number
  locale: Locale
  title: string
  text: string
  /** ISO instant from which visitors may find it; null: as soon as it is indexed. */
  visibleFrom: string | null
}

const catalogues = { zh, en } as const

/** The sections of the company profile that search finds, each a result of its own. */
export const profileSections = ['mission', 'vision', 'values', 'founder', 'milestones'] as const

type LexicalNode = { type?: string; text?: string; children?: LexicalNode[] }

const BLOCKS = new Set(['paragraph', 'heading', 'listitem', 'quote'])

/** The text of a rich-text body, a line per paragraph, heading or list item. */
export function lexicalText(body: unknown): string {
  const lines: string[] = []
  let line = ''
  const walk = (node: LexicalNode) => {
    if (typeof node.text === 'string') line += node.text
    for (const child of node.children ?? []) walk(child)
    if (node.type && BLOCKS.has(node.type) && line.trim()) {
      lines.push(line.trim())
      line = ''
    }
  }
  const root = (body as { root?: LexicalNode } | null)?.root
  if (root) walk(root)
  if (line.trim()) lines.push(line.trim())
  return lines.join('\n')
}

const published: Where = { _status: { equals: 'published' } }

type ItemCollection = 'news' | 'jobs' | 'faqs'

/**
 * The item `id` of `collection` as visitors read it in each language where
 * it is `readable` (besides published), without falling back to the other.
 */
async function readableIn<C extends ItemCollection>(
  payload: Payload,
  collection: C,
  id: number,
  readable: (locale: Locale) => Where[],
  req?: PayloadRequest,
): Promise<{ locale: Locale; doc: DataFromCollectionSlug<C> }[]> {
  const found: { locale: Locale; doc: DataFromCollectionSlug<C> }[] = []
  for (const locale of locales) {
    const { docs } = await payload.find({
      collection,
      locale,
      fallbackLocale: false,
      where: { and: [{ id: { equals: id } }, published, ...readable(locale)] },
      depth: 0,
      limit: 1,
      pagination: false,
      overrideAccess: true,
      req,
    })
    const doc = docs[0] as DataFromCollectionSlug<C> | undefined
    if (doc) found.push({ locale, doc })
  }
  return found
}

/** An article's entries in each language it is written in (scheduled ones with their date). */
async function articleEntries(
  payload: Payload,
  id: number,
  req?: PayloadRequest,
): Promise<SearchEntry[]> {
  const found = await readableIn(
    payload,
    'news',
    id,
    (locale) => [writtenIn(locale, ['title', 'summary', 'body'])],
    req,
  )
  return found.map(({ locale, doc }) => ({
    kind: 'article',
    itemId: id,
    locale,
    title: doc.title,
    text: `${doc.summary}\n${lexicalText(doc.body)}`,
    visibleFrom: doc.publishedAt ? new Date(doc.publishedAt).toISOString() : null,
  }))
}

/** An opening's entries in each language it is written in, while it is open. */
async function jobEntries(
  payload: Payload,
  id: number,
  req?: PayloadRequest,
): Promise<SearchEntry[]> {
  const found = await readableIn(
    payload,
    'jobs',
    id,
    (locale) => [{ open: { equals: true } }, writtenIn(locale, ['title', 'description'])],
    req,
  )
  return found.map(({ locale, doc }) => {
    const labels = catalogues[locale].profile.jobs
    return {
      kind: 'job',
      itemId: id,
      locale,
      title: doc.title,
      text: [
        labels.departments[doc.department],
        labels.locations[doc.location],
        labels.types[doc.employmentType],
        doc.description,
        ...(doc.requirements ?? []).map((item) => item.text),
      ].join('\n'),
      visibleFrom: null,
    }
  })
}

/** A question's entries in each language it is written in. */
async function faqEntries(
  payload: Payload,
  id: number,
  req?: PayloadRequest,
): Promise<SearchEntry[]> {
  const found = await readableIn(
    payload,
    'faqs',
    id,
    (locale) => [writtenIn(locale, ['question', 'answer'])],
    req,
  )
  return found.map(({ locale, doc }) => ({
    kind: 'faq',
    itemId: id,
    locale,
    title: doc.question,
    text: doc.answer,
    visibleFrom: null,
  }))
}

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
 * The entries of one item (of the profile: of all its sections) as the
 * database holds it now: none when visitors cannot read it in any language.
 */
export function entriesOf(
  payload: Payload,
  kind: SearchKind,
  id: number,
  req?: PayloadRequest,
): Promise<SearchEntry[]> {
  return readers[kind](payload, id, req)
}

/** How each kind's entries are read (a kind search finds without one does not compile). */
const readers: Record<
  SearchKind,
  (payload: Payload, id: number, req?: PayloadRequest) => Promise<SearchEntry[]>
> = {
  article: articleEntries,
  job: jobEntries,
  faq: faqEntries,
  profile: (payload, _id, req) => profileEntries(payload, req),
}
