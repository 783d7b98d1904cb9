import { defaultLocale } from '@/i18n/locales'

/** Largest JSON (or form) body the API reads; uploads keep their own limits (payload.config.ts). */
export const MAX_JSON_BODY = 1024 * 1024

/** Largest page number and page size a list may ask for. */
const MAX_PAGE = 1_000_000
const MAX_LIMIT = 10_000

/** What the guard needs to know of a collection's fields. */
export type FieldKind = 'id' | 'number' | 'date' | 'reference' | 'unqueryable' | 'other'

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

/** Payload's operations under a collection's path, besides an id. */
export const collectionRoutes = ['count', 'versions', 'access', 'file', 'paginated']
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

export type RestRefusal = { status: 400 | 404 | 413 | 429; message: string }

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

/** `where[or][0][title][like]` → the field (`title`) and operator (`like`), or null. */
function whereTerm(key: string): { field: string; operator: string } | null {
  if (!key.startsWith('where[')) return null
  const parts = [...key.matchAll(/\[([^\]]*)\]/g)].map((match) => match[1] ?? '')
  const at = parts.findIndex((part) => operators.has(part))
  if (at < 1) return null
  return { field: parts[at - 1] ?? '', operator: parts[at] ?? '' }
}

/**
 * Why the CMS's REST API must not run a request, or null. Payload answered
 * each of these with a 500 and a logged SQL statement and stack: a path id
 * that is not a number, a page or page size beyond any list, a filter or
 * sort on rich text, a filter value of the wrong type for its field, the
 * e-mail verification of a collection that has none.
 */
export function restRefusal(method: string, url: URL, schema: RestSchema): RestRefusal | null {
  const [, api, slug, segment] = url.pathname.split('/')
  const collection = api === 'api' && slug ? schema[slug] : undefined
  if (!collection) return null
  if (segment !== undefined && segment !== '' && !isId(segment) && !collection.keyed) {
    if (!collection.routes.includes(segment)) return notFound
  }
  if (method !== 'GET') return null

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
    const kind = collection.fields[term.field]
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

/** Largest depth and page size of an anonymous read (the public site reads on the server). */
export const ANONYMOUS_MAX_DEPTH = 1
export const ANONYMOUS_MAX_LIMIT = 100

/**
 * An anonymous read as the CMS runs it: at most one level of related
 * documents and 100 per page (or none: `limit=0` asks for every document),
 * so that no anonymous request costs tens of milliseconds of the server.
 */
export function boundedForAnonymous(url: URL): URL {
  const depth = Number(url.searchParams.get('depth') ?? ANONYMOUS_MAX_DEPTH)
  const limit = url.searchParams.get('limit')
  const deep = !(depth <= ANONYMOUS_MAX_DEPTH)
  const long = limit !== null && (limit === '0' || Number(limit) > ANONYMOUS_MAX_LIMIT)
  const pagination = url.searchParams.get('pagination') === 'false'
  if (!deep && !long && !pagination) return url
  const bounded = new URL(url)
  if (deep) bounded.searchParams.set('depth', String(ANONYMOUS_MAX_DEPTH))
  if (long) bounded.searchParams.set('limit', String(ANONYMOUS_MAX_LIMIT))
  if (pagination) bounded.searchParams.delete('pagination')
  return bounded
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

export const busy: RestRefusal = {
  status: 429,
  message: '请求过多，请稍后再试。Too many requests: try again in a moment.',
}

export const tooLarge: RestRefusal = {
  status: 413,
  message: `请求内容过大（上限 1 MB）。The request body is too large (at most 1 MB).`,
}

/**
 * At most `size` holders at once, and at most `queue` more waiting their
 * turn (first come, first served); `enter` resolves with a release, or null
 * when the queue is full.
 */
export class Gate {
  private inside = 0
  private readonly waiting: (() => void)[] = []
  constructor(
    private readonly size: number,
    private readonly queue: number,
  ) {}

  async enter(): Promise<(() => void) | null> {
    if (this.inside >= this.size) {
      if (this.waiting.length >= this.queue) return null
      await new Promise<void>((resolve) => this.waiting.push(resolve))
    } else {
      this.inside += 1
      await new Promise((resolve) => setImmediate(resolve))
    }
    let released = false
    return () => {
      if (released) return
      released = true
      const next = this.waiting.shift()
      // The place passes to the next in line, or is freed. The next goes on
      // in a later turn of the event loop, after the I/O that waits: passed
      // at once, queued requests would run back to back in one turn and
      // starve every other request of the process.
      if (next) setImmediate(next)
      else this.inside -= 1
    }
  }
}
