import { defaultLocale } from '@/i18n/locales'

/** Largest JSON (or form) body the API reads; uploads keep their own limits (payload.config.ts). */
export const MAX_JSON_BODY = 1024 * 1024

/** Largest page number and page size a list may ask for. */
const MAX_PAGE = 1_000_000
const MAX_LIMIT = 10_000

/** What the guard needs to know of a collection's fields. */
export type FieldKind =
  | 'id'
  | 'number'
  | 'date'
  | 'reference'
  | 'unqueryable'
  /** A field of several values (`all` applies). */
  | 'many'
  /** A geographic point (`near`, `within`, `intersects` apply). */
  | 'point'
  | 'other'

export type CollectionSchema = {
  fields: Record<string, FieldKind>
  /** First segments after `/api/{slug}/` that are not ids (Payload's operations). */
  routes: string[]
  /**
   * Whether any first segment names a document (the admin's preferences are
   * read and written at `/api/payload-preferences/{key}`).
   */
  keyed?: boolean
}

export type RestSchema = Record<string, CollectionSchema>

/** Payload's operations under every collection's path, besides an id. */
export const collectionRoutes = ['count', 'access']
/** …and those of a collection of accounts. */
export const accountRoutes = [
  'login',
  'logout',
  'me',
  'refresh-token',
  'forgot-password',
  'reset-password',
  'unlock',
  'init',
  'first-register',
]

/** The methods of Payload's named routes under a collection. */
const routeMethods: Record<string, string[]> = {
  count: ['GET', 'HEAD'],
  file: ['GET', 'HEAD'],
  versions: ['GET', 'HEAD', 'POST'],
  access: ['POST'],
  me: ['GET', 'HEAD'],
  init: ['GET', 'HEAD'],
  login: ['POST'],
  logout: ['POST'],
  'refresh-token': ['POST'],
  'forgot-password': ['POST'],
  'reset-password': ['POST'],
  unlock: ['POST'],
  'first-register': ['POST'],
  verify: ['POST'],
}

export type RestRefusal = { status: 400 | 401 | 404 | 405 | 413; message: string }

const notFound: RestRefusal = { status: 404, message: '未找到。Not found.' }
const badQuery = (what: string): RestRefusal => ({
  status: 400,
  message: `查询参数无效：${what}。Invalid query: ${what}.`,
})

const isId = (value: string) => /^\d{1,15}$/.test(value)

function valueFits(kind: FieldKind, value: string): boolean {
  switch (kind) {
    case 'id':
    case 'reference':
      return value === '' || value === 'null' || isId(value)
    case 'number':
      return value === '' || value === 'null' || Number.isFinite(Number(value))
    case 'date':
      return value === '' || value === 'null' || !Number.isNaN(Date.parse(value))
    default:
      return true
  }
}

const operators = new Set([
  'equals',
  'not_equals',
  'in',
  'not_in',
  'all',
  'exists',
  'greater_than',
  'greater_than_equal',
  'less_than',
  'less_than_equal',
  'like',
  'not_like',
  'contains',
  'near',
  'within',
  'intersects',
])

/** Operators whose value may be given as a list (`where[id][in][0]=1&where[id][in][1]=2`). */
const listOperators = new Set(['in', 'not_in', 'all'])
const geoOperators = new Set(['near', 'within', 'intersects'])

/**
 * `where[or][0][title][like]` → the field (`title`) and operator (`like`);
 * `invalid` for a filter Payload cannot run (no operator, a value nested
 * below one), null for a parameter that is not a filter.
 */
function whereTerm(key: string): { field: string; operator: string } | 'invalid' | null {
  if (key !== 'where' && !key.startsWith('where[')) return null
  if (!/^where(\[[^[\]]*\])+$/.test(key)) return 'invalid'
  const parts = [...key.matchAll(/\[([^\]]*)\]/g)].map((match) => match[1] ?? '')
  const at = parts.findIndex((part) => operators.has(part))
  if (at < 1) return 'invalid'
  const below = parts.slice(at + 1)
  if (below.length > 1) return 'invalid'
  if (below.length === 1 && !(listOperators.has(parts[at]!) && /^\d{1,4}$/.test(below[0]!))) {
    return 'invalid'
  }
  return { field: parts[at - 1] ?? '', operator: parts[at] ?? '' }
}

/** Parameters that take one value: given twice, Payload failed on the list it got. */
const singleValued = [
  'page',
  'limit',
  'sort',
  'depth',
  'locale',
  'fallback-locale',
  'draft',
  'pagination',
]

/**
 * Why the CMS's REST API must not run a request, or null. Payload answered
 * each of these with a 500 and a logged SQL statement and stack: a path id
 * that is not a number, a page or page size beyond any list, a filter or
 * sort on rich text, a filter value of the wrong type for its field, the
 * e-mail verification of a collection that has none.
 */
export function restRefusal(method: string, url: URL, schema: RestSchema): RestRefusal | null {
  const [, api, slug, segment, name] = url.pathname.split('/')
  const collection = api === 'api' && slug ? schema[slug] : undefined
  if (!collection) return null
  // Payload's own table of applied migrations has nothing for a client (it
  // answered 501, naming the server's internal address).
  if (slug === 'payload-migrations') return notFound
  if (segment !== undefined && segment !== '' && !isId(segment) && !collection.keyed) {
    if (!collection.routes.includes(segment)) return notFound
    // Any other method falls through to Payload's `/:id`, with the name as an id.
    const methods = routeMethods[segment]
    if (methods && !methods.includes(method)) return notFound
    // An upload's file is named: Payload failed on `/file` alone.
    if (segment === 'file' && !name) return notFound
  }
  if (method !== 'GET') return null

  for (const name of singleValued) {
    if (url.searchParams.getAll(name).length > 1) return badQuery(`${name}: one value`)
  }
  const depth = url.searchParams.get('depth')
  if (depth !== null && depth !== '' && !/^\d{1,2}$/.test(depth)) return badQuery('depth: 0–10')
  for (const name of ['page', 'limit'] as const) {
    const value = url.searchParams.get(name)
    if (value === null || value === '') continue
    const max = name === 'page' ? MAX_PAGE : MAX_LIMIT
    if (!/^\d{1,7}$/.test(value) || Number(value) > max) return badQuery(`${name}: 0–${max}`)
  }
  for (const sort of (url.searchParams.get('sort') ?? '').split(',')) {
    const field = sort.trim().replace(/^-/, '')
    if (collection.fields[field] === 'unqueryable') return badQuery(`sort=${field}`)
  }
  for (const [key, value] of url.searchParams) {
    const term = whereTerm(key)
    if (!term) continue
    if (term === 'invalid') return badQuery(key.slice(0, 60))
    const kind = collection.fields[term.field]
    if (geoOperators.has(term.operator) && kind !== 'point') return badQuery(term.operator)
    if (term.operator === 'all' && kind !== 'many') return badQuery(term.operator)
    if (!kind) continue
    if (kind === 'unqueryable') return badQuery(term.field)
    if (term.operator === 'exists' || term.operator === 'like' || term.operator === 'not_like')
      continue
    const values = ['in', 'not_in', 'all'].includes(term.operator) ? value.split(',') : [value]
    if (!values.every((one) => valueFits(kind, one.trim()))) return badQuery(term.field)
  }
  return null
}

/**
 * The request as the CMS should read it: a list or document read without a
 * language is read in the default language (Payload failed on filters and
 * sorts of translated fields without one).
 */
export function withDefaultLocale(method: string, url: URL): URL {
  if (method !== 'GET' || url.searchParams.has('locale')) return url
  const withLocale = new URL(url)
  withLocale.searchParams.set('locale', defaultLocale)
  return withLocale
}

/** Reads a body of at most `max` bytes, counting as it streams; null past that. */
export async function readLimited(
  body: ReadableStream<Uint8Array>,
  max: number,
): Promise<Uint8Array<ArrayBuffer> | null> {
  const reader = body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > max) {
      await reader.cancel().catch(() => {})
      return null
    }
    chunks.push(value)
  }
  const bytes = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  return bytes
}

/** Whether a request's body is an upload (multipart), which keeps the upload limits. */
export function isUpload(headers: Headers): boolean {
  return /^multipart\/form-data/i.test(headers.get('content-type') ?? '')
}

export const tooLarge: RestRefusal = {
  status: 413,
  message: '请求内容过大。The request body is too large.',
}
