import 'server-only'
import { LRUCache } from 'lru-cache'
import type { Payload } from 'payload'
import type { Locale } from '@/i18n/locales'
import {
  SEARCH_PER_PAGE,
  SEARCH_WORDS_MAX,
  searchKinds,
  type SearchKind,
  type SearchQuery,
} from '@/content/search/model'
import { highlight, markedTerms, snippet, type TextPart } from '@/content/search/highlight'
import {
  latinTerm,
  queryWords,
  termsOf,
  withoutMarkup,
  type QueryWord,
} from '@/content/search/terms'
import { typoVariants } from '@/content/search/typos'
import { builtInKindWords, intentOf, wordsOfEntry, type KindWord } from '@/content/search/intent'
import { cacheTags } from '@/content/cache-tags'
import { searchableTypes } from '@/content/types'
import { contentVersion } from './content-version'
import { cms } from './payload'
import {
  databaseOf as database,
  matchExpression,
  type Database,
  type Row,
} from '@/cms/search-index/store'

/** One thing found: what the results page shows of it. */
export type SearchHit = {
  kind: SearchKind
  id: number
  title: TextPart[]
  snippet: TextPart[]
  /** An article's publication date (ISO); null for the rest. */
  date: string | null
}

export type SearchResults = {
  /** How many things were found per type (all types, whatever the filter). */
  counts: Record<SearchKind, number>
  /** How many the filter shows, over all pages. */
  total: number
  page: number
  pages: number
  hits: SearchHit[]
  /** The query as searched when a word of it was taken for a typo ("reasoning" for "reasonning"). */
  corrected: string | null
}

/** Of `terms`, those the index holds. */
async function existing(db: Database, terms: string[]): Promise<Set<string>> {
  if (terms.length === 0) return new Set()
  const list = JSON.stringify([...new Set(terms)])
  const rows = db.postgres
    ? await db.rows(
        (sql) => sql`SELECT term FROM search_term_counts
WHERE term IN (SELECT jsonb_array_elements_text(${list}::jsonb))`,
      )
    : await db.rows(
        (sql) => sql`SELECT term FROM search_vocabulary
WHERE term IN (SELECT value FROM json_each(${list}))`,
      )
  return new Set(rows.map((row) => String(row.term)))
}

/** Of `terms`, those the index holds, with how many entries hold each. */
async function entriesOf(db: Database, terms: string[]): Promise<Map<string, number>> {
  if (terms.length === 0) return new Map()
  const list = JSON.stringify([...new Set(terms)])
  const rows = db.postgres
    ? await db.rows(
        (sql) => sql`SELECT term, entries AS count FROM search_term_counts
WHERE term IN (SELECT jsonb_array_elements_text(${list}::jsonb))`,
      )
    : await db.rows(
        (sql) => sql`SELECT term, doc AS count FROM search_vocabulary
WHERE term IN (SELECT value FROM json_each(${list}))`,
      )
  return new Map(rows.map((row) => [String(row.term), Number(row.count)]))
}

/** A query's groups of terms, and the query as searched when a word was taken for a typo. */
type TermGroups = { groups: string[][]; corrected: string | null }

/**
 * The groups of terms a query asks for: every group must be found, by one
 * of its terms. A word the index does not hold is looked for as what it
 * may have meant (within the query's budget, src/content/search/typos.ts):
 * a Latin word of 5 to 14 letters with one typo, a Chinese word of 2 to 4
 * characters with one typed for another read alike (模形: 模型). A Chinese
 * word neither held nor corrected is looked for as the shorter words in it.
 */
async function termGroups(db: Database, q: string, exact = false): Promise<TermGroups> {
  const words = queryWords(q).slice(0, SEARCH_WORDS_MAX)
  const known = await existing(
    db,
    words.flatMap((word) => word.terms),
  )
  const held = (word: QueryWord) => word.terms.some((term) => known.has(term))
  // Only words the index does not hold spend the query's budget of typos.
  const variants = exact
    ? words.map(() => [])
    : typoVariants(words.map((word) => (held(word) ? '' : word.text)))
  const groups: string[][] = []
  let corrected = q.normalize('NFKC').toLowerCase()
  let correctedAny = false
  for (const [at, word] of words.entries()) {
    if (held(word)) {
      groups.push(word.terms)
      continue
    }
    if (variants[at]!.length > 0) {
      // The words it may have meant, by the terms the index holds; the one
      // most entries hold is named as the correction.
      const meant = new Map<string, string>()
      for (const variant of variants[at]!) {
        const term = /^\p{Script=Han}/u.test(variant) ? variant : latinTerm(variant)
        if (term !== null && !meant.has(term)) meant.set(term, variant)
      }
      const counts = await entriesOf(db, [...meant.keys()])
      const found = [...counts.keys()]
      if (found.length > 0) {
        groups.push(found)
        const best = found.reduce((a, b) => (counts.get(b)! > counts.get(a)! ? b : a))
        corrected = corrected.replace(word.text, meant.get(best)!)
        correctedAny = true
        continue
      }
    }
    if (/^\p{Script=Han}/u.test(word.text)) {
      // Each of the words inside it must be found.
      const parts = termsOf(word.text, 'index').filter((part) => part !== word.text)
      const inside = await existing(db, parts)
      const found = parts.filter((part) => inside.has(part))
      if (found.length > 0) for (const part of found) groups.push([part])
      else groups.push(word.terms)
    } else groups.push(word.terms)
  }
  return { groups, corrected: correctedAny ? corrected : null }
}

type Found = { counts: Record<SearchKind, number>; rows: Row[] }

async function find(
  db: Database,
  locale: Locale,
  { any: match, all }: { any: string; all: string },
  kind: SearchKind | null,
  page: number,
  now: Date,
): Promise<Found> {
  const at = now.toISOString()
  const offset = (page - 1) * SEARCH_PER_PAGE
  const countRows = db.postgres
    ? await db.rows(
        (sql) => sql`SELECT kind, count(*) AS count FROM search_entries
WHERE terms @@ ${match}::tsquery AND locale = ${locale} AND (visible_from IS NULL OR visible_from <= ${at})
GROUP BY kind`,
      )
    : await db.rows(
        (sql) => sql`SELECT e.kind AS kind, count(*) AS count
FROM search_terms JOIN search_entries e ON e.id = search_terms.rowid
WHERE search_terms MATCH ${match} AND e.locale = ${locale} AND (e.visible_from IS NULL OR e.visible_from <= ${at})
GROUP BY e.kind`,
      )
  const counts = Object.fromEntries(searchKinds.map((name) => [name, 0])) as Record<
    SearchKind,
    number
  >
  for (const row of countRows) counts[row.kind as SearchKind] = Number(row.count)
  const kinds = kind ? [kind] : [...searchKinds]
  const kindList = JSON.stringify(kinds)
  const rows = db.postgres
    ? await db.rows(
        (sql) => sql`SELECT kind, item_id, title, text, visible_from,
  ts_rank(terms, ${match}::tsquery) AS score
FROM search_entries
WHERE terms @@ ${match}::tsquery AND locale = ${locale} AND (visible_from IS NULL OR visible_from <= ${at})
  AND kind IN (SELECT jsonb_array_elements_text(${kindList}::jsonb))
ORDER BY terms @@ ${all}::tsquery DESC, score DESC, visible_from DESC NULLS LAST, item_id DESC
LIMIT ${SEARCH_PER_PAGE} OFFSET ${offset}`,
      )
    : await db.rows(
        (sql) => sql`SELECT e.kind AS kind, e.item_id AS item_id, e.title AS title, e.text AS text,
  e.visible_from AS visible_from
FROM search_terms JOIN search_entries e ON e.id = search_terms.rowid
WHERE search_terms MATCH ${match} AND e.locale = ${locale} AND (e.visible_from IS NULL OR e.visible_from <= ${at})
  AND e.kind IN (SELECT value FROM json_each(${kindList}))
ORDER BY e.id IN (SELECT rowid FROM search_terms WHERE search_terms MATCH ${all}) DESC,
  bm25(search_terms, 5.0, 1.0), e.visible_from DESC, e.item_id DESC
LIMIT ${SEARCH_PER_PAGE} OFFSET ${offset}`,
      )
  return { counts, rows }
}

/** Every item of `kind` visitors may read in `locale` at `now`, the latest first. */
async function everyOf(
  db: Database,
  locale: Locale,
  kind: SearchKind,
  page: number,
  now: Date,
): Promise<Found> {
  const at = now.toISOString()
  const offset = (page - 1) * SEARCH_PER_PAGE
  const [count] = await db.rows(
    (sql) => sql`SELECT count(*) AS count FROM search_entries
WHERE kind = ${kind} AND locale = ${locale} AND (visible_from IS NULL OR visible_from <= ${at})`,
  )
  const rows = await db.rows(
    (sql) => sql`SELECT kind, item_id, title, text, visible_from FROM search_entries
WHERE kind = ${kind} AND locale = ${locale} AND (visible_from IS NULL OR visible_from <= ${at})
ORDER BY visible_from IS NULL, visible_from DESC, item_id DESC
LIMIT ${SEARCH_PER_PAGE} OFFSET ${offset}`,
  )
  const counts = Object.fromEntries(searchKinds.map((name) => [name, 0])) as Record<
    SearchKind,
    number
  >
  counts[kind] = Number(count?.count ?? 0)
  return { counts, rows }
}

/** The words visitors use for each kind: the site's own and the editors' (搜索同义词). */
async function kindWords(payload: Payload): Promise<KindWord[]> {
  const { docs } = await payload.find({
    collection: 'search-synonyms',
    limit: 500,
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  return [
    ...builtInKindWords,
    ...docs.flatMap((doc) => wordsOfEntry(doc.words).map((word) => ({ word, kind: doc.kind }))),
  ]
}

/** What a search found, as the results page shows it. */
function resultsOf(
  found: Found,
  query: SearchQuery,
  searched: string[],
  corrected: string | null = null,
): SearchResults {
  const terms = markedTerms(searched)
  const total = query.kind
    ? found.counts[query.kind]
    : searchKinds.reduce((sum, kind) => sum + found.counts[kind], 0)
  const pages = Math.ceil(total / SEARCH_PER_PAGE)
  return {
    corrected,
    counts: found.counts,
    total,
    page: Math.min(query.page, Math.max(pages, 1)),
    pages,
    hits: found.rows.map((row) => ({
      kind: row.kind as SearchKind,
      id: Number(row.item_id),
      title: highlight(String(row.title), terms),
      snippet: snippet(String(row.text), terms),
      date: row.visible_from ? new Date(row.visible_from as string).toISOString() : null,
    })),
  }
}

/**
 * What search finds in `locale` for `query` at `now`: only what visitors
 * may read there (the index holds published items in the languages they
 * are written in; scheduled articles are found from their date). Items
 * with every word of the query come first, then those with some of them
 * ("AI 舌诊" finds the tongue-diagnosis article that never says AI), each
 * by relevance, titles weighing more than text.
 */
export async function readSearch(
  payload: Payload,
  locale: Locale,
  query: SearchQuery,
  now = new Date(),
): Promise<SearchResults> {
  const empty = Object.fromEntries(searchKinds.map((name) => [name, 0])) as Record<
    SearchKind,
    number
  >
  const none: SearchResults = {
    counts: empty,
    total: 0,
    page: 1,
    pages: 0,
    hits: [],
    corrected: null,
  }
  const db = database(payload)
  // What looks like markup is not searched (a pasted tag, a script).
  const q = withoutMarkup(query.q)
  // A query naming a kind (招聘, "careers"): that kind, or its items with
  // every other word; searched as typed when that finds nothing ("Open AI
  // Lab turns one" names no opening).
  const intent = query.kind ? null : intentOf(q, await kindWords(payload))
  if (intent?.kind) {
    const kind = intent.kind
    if (!intent.rest) {
      const every = await everyOf(db, locale, kind, query.page, now)
      if (every.counts[kind] > 0) return resultsOf(every, query, [])
    } else {
      const { groups } = await termGroups(db, intent.rest, query.exact)
      if (groups.length > 0) {
        const within = { ...query, kind }
        const every = matchExpression(groups, true, db.postgres)
        const found = await find(db, locale, { any: every, all: every }, kind, query.page, now)
        if (found.counts[kind] > 0) {
          const only = Object.fromEntries(
            searchKinds.map((name) => [name, name === kind ? found.counts[kind] : 0]),
          ) as Record<SearchKind, number>
          return resultsOf({ counts: only, rows: found.rows }, within, groups.flat())
        }
      }
    }
  }
  const { groups, corrected } = await termGroups(db, q, query.exact)
  if (groups.length === 0) return none
  const found = await find(
    db,
    locale,
    {
      any: matchExpression(groups, false, db.postgres),
      all: matchExpression(groups, true, db.postgres),
    },
    query.kind,
    query.page,
    now,
  )
  if (searchKinds.every((kind) => found.counts[kind] === 0)) return none
  return resultsOf(found, query, groups.flat(), corrected)
}

// Results change with the index, the types search finds and the company profile.
const searchVersion = contentVersion('search', [
  cacheTags.search,
  cacheTags.searchSynonyms,
  ...searchableTypes.map((type) => cacheTags[type.collection]),
  cacheTags.company,
])

/** Searches kept per instance (least recently asked out first). */
const kept = new LRUCache<string, Promise<SearchResults>>({ max: 500 })

function keyOf(version: string, locale: Locale, query: SearchQuery): string {
  return JSON.stringify([version, locale, query.q, query.kind, query.page, query.exact === true])
}

/** Search, kept in memory per content version (bounded, outside the pages' cache). */
export async function getSearch(locale: Locale, query: SearchQuery): Promise<SearchResults> {
  const key = keyOf(await searchVersion(), locale, query)
  let results = kept.get(key)
  if (!results) {
    results = readSearch(await cms(), locale, query)
    results.catch(() => kept.delete(key))
    kept.set(key, results)
  }
  return results
}
