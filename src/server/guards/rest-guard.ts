import { getPayload, type FlattenedField, type SanitizedConfig } from 'payload'
import { validOperators } from 'payload/shared'
import { defaultLocale } from '@/i18n/locales'
import { ANONYMOUS_MAX_BODY, anonymousRefusal } from './anonymous-requests'
import { hasCredentials } from './credentials'

/** Largest JSON (or form) body an editor may send; an upload may add the CMS's file limit. */
const MAX_JSON_BODY = 1024 * 1024

/** `many`: a field of several values (`all` applies); `point`: a place (`near`, `within`…). */
type FieldKind = 'id' | 'number' | 'date' | 'reference' | 'unqueryable' | 'many' | 'point' | 'other'
type CollectionSchema = { fields: Record<string, FieldKind>; routes: string[]; keyed?: boolean }
/** Each collection's fields, Payload's named routes, whether `/{slug}/{key}` names a document. */
export type RestSchema = Record<string, CollectionSchema>

const refusal = (status: number, message: string) => ({ status, message })
const notFound = refusal(404, '未找到。Not found.')
const tooLarge = refusal(413, '请求内容过大。The request body is too large.')
const clientGone = refusal(400, '请求内容未完整送达。The request body did not arrive whole.')
const badForm = refusal(400, '表单内容无效。The form data is not valid.')
const badQuery = (what: string) => refusal(400, `查询参数无效：${what}。Invalid query: ${what}.`)
/** Named routes that read (GET, HEAD) and that take a POST; other methods reach `/:id`. */
const reads = ['count', 'file', 'me', 'init', 'versions']
const posts = `versions access verify login logout unlock first-register
  refresh-token forgot-password reset-password`.split(/\s+/)
/** Parameters of one value: Payload failed on the list it got for one given twice. */
const singleValued = 'page limit sort depth locale fallback-locale draft pagination'.split(' ')
const listOperators = ['in', 'not_in', 'all']
const isId = (value: string) => /^\d{1,15}$/.test(value)
function valueFits(kind: FieldKind, value: string): boolean {
  if (value === '' || value === 'null') return true
  if (kind === 'id' || kind === 'reference') return isId(value)
  if (kind === 'number') return Number.isFinite(Number(value))
  return kind !== 'date' || !Number.isNaN(Date.parse(value))
}

/** Why the CMS's REST API must not run a request, or null: Payload answered each with a 500. */
export function restRefusal(method: string, url: URL, schema: RestSchema) {
  const [, api, slug = '', segment, name] = url.pathname.split('/')
  const collection = api === 'api' && Object.hasOwn(schema, slug) ? schema[slug] : undefined
  if (!collection) return null
  // Applied migrations are nothing for a client (Payload answered 501, naming its address).
  if (slug === 'payload-migrations') return notFound
  if (segment && !isId(segment) && !collection.keyed) {
    const takes = method === 'POST' ? posts : method === 'GET' || method === 'HEAD' ? reads : []
    const named = reads.includes(segment) || posts.includes(segment)
    if (!collection.routes.includes(segment) || (named && !takes.includes(segment))) return notFound
    if (segment === 'file' && !name) return notFound // An upload's file is named.
  }
  if (method !== 'GET') return null
  const query = url.searchParams
  const repeated = singleValued.find((key) => query.getAll(key).length > 1)
  if (repeated) return badQuery(`${repeated}: one value`)
  if (!/^(\d{1,2})?$/.test(query.get('depth') ?? '')) return badQuery('depth: 0–10')
  for (const [key, max] of Object.entries({ page: 1_000_000, limit: 10_000 })) {
    const value = query.get(key) ?? ''
    if (!/^\d{0,7}$/.test(value) || Number(value) > max) return badQuery(`${key}: 0–${max}`)
  }
  const sorts = (query.get('sort') ?? '').split(',').map((sort) => sort.trim().replace(/^-/, ''))
  const unsortable = sorts.find((field) => collection.fields[field] === 'unqueryable')
  if (unsortable !== undefined) return badQuery(`sort=${unsortable}`)
  for (const [key, value] of query) {
    if (!/^where(\[|$)/.test(key)) continue
    // `where[or][0][title][like]`: a field, an operator, and below it at most a list's index.
    const parts = /^where(\[[^[\]]*\])+$/.test(key) ? key.slice(6, -1).split('][') : []
    const at = parts.findIndex((part) => (validOperators as readonly string[]).includes(part))
    const [field = '', operator = '', ...below] = parts.slice(at - 1)
    const index = listOperators.includes(operator) && /^\d{1,4}$/.test(below.join('/'))
    if (at < 1 || (below.length > 0 && !index)) return badQuery(key.slice(0, 60))
    const kind = collection.fields[field]
    const geo = ['near', 'within', 'intersects'].includes(operator)
    if (geo ? kind !== 'point' : operator === 'all' && kind !== 'many') return badQuery(operator)
    if (kind === 'unqueryable') return badQuery(field)
    if (!kind || ['exists', 'like', 'not_like'].includes(operator)) continue
    const values = listOperators.includes(operator) ? value.split(',') : [value]
    if (!values.every((one) => valueFits(kind, one.trim()))) return badQuery(field)
  }
  return null
}

/** The URL a read runs at: in the default language unless it names one (Payload needs one). */
export function withDefaultLocale(method: string, url: URL): URL {
  if (method !== 'GET' || url.searchParams.has('locale')) return url
  return new URL(`?${new URLSearchParams([...url.searchParams, ['locale', defaultLocale]])}`, url)
}

/** Reads a body of at most `max` bytes, counting as it streams; null past that. */
export async function readLimited(body: ReadableStream<Uint8Array>, max: number) {
  const [reader, chunks] = [body.getReader(), [] as Uint8Array[]]
  for (let read = await reader.read(), size = 0; !read.done; read = await reader.read()) {
    size += read.value.byteLength
    if (size > max) return Promise.allSettled([reader.cancel()]).then(() => null)
    chunks.push(read.value)
  }
  return Buffer.concat(chunks)
}

function kindOf(field: FlattenedField): FieldKind {
  if (field.type === 'richText' || field.type === 'json') return 'unqueryable'
  if (field.type !== 'join' && 'hasMany' in field && field.hasMany) return 'many'
  if (field.type === 'relationship' || field.type === 'upload')
    return typeof field.relationTo === 'string' ? 'reference' : 'other'
  return (['date', 'point', 'number'] as const).find((kind) => kind === field.type) ?? 'other'
}
/** Each collection's fields, and its routes from Payload's endpoints, in the CMS's configuration. */
function restSchema(config: SanitizedConfig): RestSchema {
  const entries = config.collections.map(({ slug, auth, versions, endpoints, flattenedFields }) => {
    const segments = (endpoints || []).map((endpoint) => endpoint.path.split('/')[1] ?? '')
    const fields = flattenedFields.map((field) => [field.name, kindOf(field)] as const)
    // Payload lists e-mail verification and versions even for a collection without them.
    const lacks: unknown[] = [!auth?.verify && 'verify', !versions && 'versions']
    const routes = segments.filter((it) => /^[^:]/.test(it) && !lacks.includes(it))
    // An endpoint at `/:key` (not Payload's `/:id`) takes any first segment.
    const keyed = segments.some((segment) => segment.startsWith(':') && segment !== ':id')
    return [slug, { fields: { ...Object.fromEntries(fields), id: 'id' }, routes, keyed }] as const
  })
  return Object.fromEntries(entries)
}

const overrides = ['x-payload-http-method-override', 'x-http-method-override']
type Handler<Context> = (request: Request, context: Context) => Promise<Response>
/** Payload's REST handler behind the anonymous rule, the body limits and the checks above. */
export function guardRest<C>(config: Promise<SanitizedConfig>, handler: Handler<C>): Handler<C> {
  let schema: Promise<RestSchema> | undefined
  return async (request, context) => {
    const url = new URL(request.url)
    let method = request.method
    let body: Uint8Array<ArrayBuffer> | undefined
    const refuse = ({ status, message }: { status: number; message: string }) => {
      console.info(`${method} ${url.pathname}: ${status}, ${message}`)
      const noStore = { 'Cache-Control': 'private, no-store' }
      return Response.json({ errors: [{ message }] }, { status, headers: noStore })
    }
    const headers = new Headers(request.headers)
    const cms = hasCredentials(headers) && getPayload({ config }).then((p) => p.auth({ headers }))
    const user = cms && (await cms.then((auth) => Boolean(auth.user)).catch(() => false))
    const anonymous = anonymousRefusal({ method, path: url.pathname, headers, credentials: user })
    if (anonymous) return refuse(anonymous)
    const type = headers.get('content-type') ?? ''
    if (request.body && method !== 'GET' && method !== 'HEAD') {
      const upload = /^multipart\/form-data/i.test(type)
      const files = upload ? ((await config).upload?.limits?.fileSize ?? MAX_JSON_BODY) : 0
      const max = user ? MAX_JSON_BODY + files : ANONYMOUS_MAX_BODY
      if (!(Number(headers.get('content-length') ?? 0) <= max)) return refuse(tooLarge)
      const read = await readLimited(request.body, max).catch(() => undefined)
      if (!read) return refuse(read === null ? tooLarge : clientGone)
      // A multipart body must parse (Payload failed with a 500 on one that did not).
      const form = () => new Response(read, { headers: { 'Content-Type': type } }).formData()
      const parses = () => /;\s*boundary=/i.test(type) && form().then(Boolean, () => false)
      if (upload && !(await parses())) return refuse(badForm)
      body = read
    }
    if (method === 'POST' && overrides.some((name) => headers.get(name)?.toUpperCase() === 'GET')) {
      // A read sent as a POST: the admin sends long filters so, as a form; nothing else may.
      if (!/^application\/x-www-form-urlencoded\b/i.test(type)) return refuse(badForm)
      for (const [key, value] of new URLSearchParams(new TextDecoder().decode(body)))
        url.searchParams.append(key, value)
      method = 'GET'
      body = undefined
      for (const name of [...overrides, 'content-type', 'content-length']) headers.delete(name)
    }
    const refused = restRefusal(method, url, await (schema ??= config.then(restSchema)))
    if (refused) return refuse(refused)
    // Next answers a HEAD with its GET route, without the body; Payload had no route for a HEAD.
    if (method === 'HEAD') method = 'GET'
    const target = withDefaultLocale(method, url)
    if (target === url && !body && method === request.method) return handler(request, context)
    return handler(new Request(target, { method, headers, body }), context)
  }
}
