import 'server-only'
import type { Payload } from 'payload'
import type { Locale } from '@/i18n/locales'
import type { News } from '@/payload-types'
import { termsOf } from '@/content/search/terms'
import { news } from '../content/type'
import { lexicalText } from '@/cms/search-index/read'
import { readNewsSummaries, type NewsSummary } from './news'
import { databaseOf as database, matchExpression, type Database } from '@/cms/search-index/store'

/** Most articles under an article to read next. */
export const RELATED_MAX = 3
/** Articles sharing words with it, read to choose from. */
const CANDIDATES = 12
/** Most of its words asked for. */
const TERMS_MAX = 10
/** Its most used words, looked up for how common they are. */
const WORDS_READ = 24
/** Most index entries its words may be found in together (the cost of the lookup). */
const ENTRIES_BUDGET = 600
/** The share of the index's entries a rarer word is weighed as having. */
const RARE_SHARE = 0.01
/** What a shared category is worth, in places of the shared-words ranking. */
const CATEGORY_PLACES = 2

type Source = Pick<News, 'id' | 'title' | 'summary' | 'category' | 'body'>

/** Its words weighed by how often it uses them: in its title three times, in its summary twice. */
function weighedWords(article: Source): [string, number][] {
  const weights = new Map<string, number>()
  const add = (text: string, weight: number) => {
    for (const term of termsOf(text, 'query')) {
      if ([...term].length < 2 || /^\d+$/.test(term)) continue
      weights.set(term, (weights.get(term) ?? 0) + weight)
    }
  }
  add(article.title, 3)
  add(article.summary, 2)
  add(lexicalText(article.body), 1)
  return [...weights].sort((a, b) => b[1] - a[1])
}

/** A word asked for, with how rare it is (the log of the inverse of its share). */
type Word = { term: string; idf: number }

/** How many entries the index has, and the share of them that hold each of some terms. */
type Shares = { entries: number; of: Map<string, number> }

/**
 * The share of the index's entries that hold each of `terms` (left out:
 * those it lacks), counted exactly: by SQLite's FTS5 vocabulary, by the
 * term counts kept with the entries on PostgreSQL.
 */
async function sharesOf(db: Database, terms: string[]): Promise<Shares> {
  const list = JSON.stringify(terms)
  const [total] = await db.rows((sql) => sql`SELECT count(*) AS n FROM search_entries`)
  const entries = Math.max(1, Number(total?.n ?? 1))
  const rows = db.postgres
    ? await db.rows(
        (sql) => sql`SELECT term, entries AS doc FROM search_term_counts
WHERE term IN (SELECT jsonb_array_elements_text(${list}::jsonb))`,
      )
    : await db.rows(
        (sql) => sql`SELECT term, doc FROM search_vocabulary
WHERE term IN (SELECT value FROM json_each(${list}))`,
      )
  return { entries, of: new Map(rows.map((row) => [String(row.term), Number(row.doc) / entries])) }
}

/**
 * The words that say what `article` is about: those it uses most, each
 * weighed down by how common it is in the index (tf-idf), so that words
 * most entries share (the company's name, "model") do not find every
 * article alike. Taken while the entries they are found in stay within
 * a budget, so that the lookup costs the same in an archive of any size:
 * in a large one, the words every article has are left out.
 */
async function wordsOf(db: Database, article: Source): Promise<Word[]> {
  const words = weighedWords(article).slice(0, WORDS_READ)
  const shares = await sharesOf(
    db,
    words.map(([word]) => word),
  )
  const shareOf = (word: string) => Math.max(shares.of.get(word) ?? RARE_SHARE, RARE_SHARE)
  const ranked = words
    .map(([word, weight]) => ({ word, telling: weight * Math.log(1 / shareOf(word)) }))
    .sort((a, b) => b.telling - a.telling)
  const chosen: Word[] = []
  let found = 0
  for (const { word } of ranked) {
    const entries = shareOf(word) * shares.entries
    if (chosen.length > 0 && found + entries > ENTRIES_BUDGET) continue
    chosen.push({ term: word, idf: Math.log(1 / shareOf(word)) })
    found += entries
    if (chosen.length === TERMS_MAX) break
  }
  return chosen
}

/**
 * Other articles of `locale` that share words with `article`, the most
 * alike first: by bm25 on SQLite; on PostgreSQL, whose ranking knows no
 * rarity, by the sum over the words of each one's `ts_rank` (how often it
 * is found, in the title most, for the entry's length) times its rarity.
 */
async function sharingWords(
  payload: Payload,
  locale: Locale,
  article: Source,
  now: Date,
): Promise<number[]> {
  const db = database(payload)
  const words = await wordsOf(db, article)
  if (words.length === 0) return []
  const terms = words.map((word) => word.term)
  const weighed = JSON.stringify(words)
  const match = matchExpression(
    terms.map((term) => [term]),
    false,
    db.postgres,
  )
  const at = now.toISOString()
  const articles = news.search.kind
  const rows = db.postgres
    ? await db.rows(
        (sql) => sql`SELECT item_id FROM search_entries
WHERE terms @@ ${match}::tsquery AND kind = ${articles} AND locale = ${locale}
  AND item_id <> ${article.id} AND (visible_from IS NULL OR visible_from <= ${at})
ORDER BY (SELECT sum((word->>'idf')::float8 * ts_rank(terms, quote_literal(word->>'term')::tsquery, 1))
    FROM jsonb_array_elements(${weighed}::jsonb) AS word) DESC,
  visible_from DESC NULLS LAST, item_id DESC
LIMIT ${CANDIDATES}`,
      )
    : await db.rows(
        (sql) => sql`SELECT e.item_id AS item_id
FROM search_terms JOIN search_entries e ON e.id = search_terms.rowid
WHERE search_terms MATCH ${match} AND e.kind = ${articles} AND e.locale = ${locale}
  AND e.item_id <> ${article.id} AND (e.visible_from IS NULL OR e.visible_from <= ${at})
ORDER BY bm25(search_terms, 5.0, 1.0), e.visible_from DESC, e.item_id DESC
LIMIT ${CANDIDATES}`,
      )
  return rows.map((row) => Number(row.item_id))
}

/**
 * Up to three articles to read after `article`, in its language: those
 * sharing the most words with its title and summary (the search index),
 * a shared category worth two places in that ranking; too few, and the
 * latest of its category fill in. Never the article itself, and only what
 * visitors may read now (read from the articles, not the index, which
 * follows a save a moment after it commits).
 */
export async function readRelatedNews(
  payload: Payload,
  locale: Locale,
  article: Source,
  now = new Date(),
): Promise<NewsSummary[]> {
  const ids = await sharingWords(payload, locale, article, now)
  const readable =
    ids.length > 0
      ? await readNewsSummaries(payload, locale, { id: { in: ids } }, { limit: ids.length }, now)
      : []
  const place = new Map(ids.map((id, index) => [id, index]))
  const placeOf = (item: NewsSummary) => place.get(item.id) ?? ids.length
  const score = (item: NewsSummary) =>
    placeOf(item) + (item.category === article.category ? 0 : CATEGORY_PLACES)
  const chosen = readable
    .sort((a, b) => score(a) - score(b) || placeOf(a) - placeOf(b))
    .slice(0, RELATED_MAX)
  if (chosen.length < RELATED_MAX) {
    chosen.push(
      ...(await readNewsSummaries(
        payload,
        locale,
        {
          and: [
            { category: { equals: article.category } },
            { id: { not_in: [article.id, ...chosen.map((item) => item.id)] } },
          ],
        },
        { limit: RELATED_MAX - chosen.length },
        now,
      )),
    )
  }
  return chosen
}
