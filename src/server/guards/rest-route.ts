import { getPayload, type FlattenedField, type SanitizedConfig } from 'payload'
import {
  accountRoutes,
  collectionRoutes,
  isUpload,
  MAX_JSON_BODY,
  readLimited,
  restRefusal,
  tooLarge,
  withDefaultLocale,
  type FieldKind,
  type RestRefusal,
  type RestSchema,
} from './rest-guard'
import { hasCredentials } from './credentials'
import { ANONYMOUS_MAX_BODY, anonymousRefusal } from './anonymous-requests'

type Handler = (
  request: Request,
  context: { params: Promise<{ slug: string[] }> },
) => Promise<Response>

function kindOf(field: FlattenedField): FieldKind {
  switch (field.type) {
    case 'richText':
    case 'json':
      return 'unqueryable'
    case 'date':
      return 'date'
    case 'point':
      return 'point'
    case 'relationship':
    case 'upload':
      if (field.hasMany) return 'many'
      return typeof field.relationTo === 'string' ? 'reference' : 'other'
    case 'select':
    case 'text':
    case 'number':
      return 'hasMany' in field && field.hasMany
        ? 'many'
        : field.type === 'number'
          ? 'number'
          : 'other'
    default:
      return 'other'
  }
}

/** What the guard checks requests against, from the CMS's configuration. */
export function restSchema(config: SanitizedConfig): RestSchema {
  return Object.fromEntries(
    config.collections.map((collection) => {
      const endpoints = (collection.endpoints || []).map(
        (endpoint) => endpoint.path.split('/')[1] ?? '',
      )
      // An endpoint at `/:key` (not Payload's `/:id`) takes any first segment.
      const keyed = endpoints.some((segment) => segment.startsWith(':') && segment !== ':id')
      return [
        collection.slug,
        {
          fields: {
            ...Object.fromEntries(
              collection.flattenedFields.map((field) => [field.name, kindOf(field)]),
            ),
            id: 'id' as const,
          },
          routes: [
            ...collectionRoutes,
            ...(collection.auth ? accountRoutes : []),
            // Payload lists e-mail verification for every collection of
            // accounts, and versions for every collection: it failed with a
            // 500 on the versions of one without them.
            ...endpoints.filter(
              (segment) =>
                segment &&
                !segment.startsWith(':') &&
                (segment !== 'verify' || Boolean(collection.auth?.verify)) &&
                (segment !== 'versions' || Boolean(collection.versions)),
            ),
          ],
          keyed,
        },
      ]
    }),
  )
}

function refuse(refusal: RestRefusal, method: string, url: URL): Response {
  console.info(`${method} ${url.pathname}: ${refusal.status}, ${refusal.message}`)
  return Response.json(
    { errors: [{ message: refusal.message }] },
    { status: refusal.status, headers: { 'Cache-Control': 'private, no-store' } },
  )
}

async function signedIn(config: Promise<SanitizedConfig>, headers: Headers): Promise<boolean> {
  if (!hasCredentials(headers)) return false
  try {
    const payload = await getPayload({ config })
    return Boolean((await payload.auth({ headers })).user)
  } catch {
    return false
  }
}

const clientGone: RestRefusal = {
  status: 400,
  message: '请求内容未完整送达。The request body did not arrive whole.',
}
const badForm: RestRefusal = {
  status: 400,
  message: '表单内容无效。The form data is not valid.',
}
const overrideHeaders = ['x-payload-http-method-override', 'x-http-method-override']

/** Whether the request is a read sent as a POST (Payload's method override). */
function isReadOverride(request: Request): boolean {
  return (
    request.method === 'POST' &&
    overrideHeaders.some((name) => request.headers.get(name)?.toUpperCase() === 'GET')
  )
}

/**
 * Payload's REST handler behind the site's checks (src/server/guards/rest-guard.ts).
 * The server has already answered anonymous requests beyond what browsers
 * need (src/server/anonymous-requests.ts); this checks the credentials of
 * those that claim some. Then: a body is read only up to its limit (an
 * anonymous sign-in's, 1 MB of JSON, an upload's) and a form must parse; a
 * read sent as a POST with an override header becomes the GET it stands for;
 * requests Payload would fail on with a 500 are answered 400 or 404.
 */
export function guardRest(config: Promise<SanitizedConfig>, handler: Handler): Handler {
  let schema: Promise<RestSchema> | undefined
  let uploadLimit: Promise<number> | undefined
  return async (request, context) => {
    schema ??= config.then(restSchema)
    uploadLimit ??= config.then(
      (c) => (c.upload?.limits?.fileSize ?? MAX_JSON_BODY) + MAX_JSON_BODY,
    )
    let url = new URL(request.url)
    let method = request.method
    const user = await signedIn(config, request.headers)
    const anonymous =
      !user &&
      anonymousRefusal({
        method,
        path: url.pathname,
        headers: request.headers,
        credentials: false,
      })
    if (anonymous) return refuse(anonymous, method, url)

    let body: Uint8Array<ArrayBuffer> | undefined
    if (request.body && method !== 'GET' && method !== 'HEAD') {
      const upload = isUpload(request.headers)
      const max = !user ? ANONYMOUS_MAX_BODY : upload ? await uploadLimit : MAX_JSON_BODY
      if (!(Number(request.headers.get('content-length') ?? 0) <= max)) {
        return refuse(tooLarge, method, url)
      }
      const read = await readLimited(request.body, max).catch(() => undefined)
      // The client hung up before its body arrived: nothing to answer.
      if (read === undefined) return refuse(clientGone, method, url)
      if (read === null) return refuse(tooLarge, method, url)
      body = read
      if (upload && !(await parsesAsForm(body, request.headers)))
        return refuse(badForm, method, url)
    }

    const headers = new Headers(request.headers)
    if (isReadOverride(request)) {
      // The admin sends long filters this way (a form body); nothing else may.
      if (!/^application\/x-www-form-urlencoded\b/i.test(headers.get('content-type') ?? '')) {
        return refuse(badForm, method, url)
      }
      url = new URL(url)
      for (const [name, value] of new URLSearchParams(new TextDecoder().decode(body))) {
        url.searchParams.append(name, value)
      }
      method = 'GET'
      body = undefined
      for (const name of [...overrideHeaders, 'content-type', 'content-length']) {
        headers.delete(name)
      }
    }
    const refusal = restRefusal(method, url, await schema)
    if (refusal) return refuse(refusal, method, url)
    // Next answers a HEAD with its GET route, without the body; Payload
    // matched no route for the method and answered a file's HEAD with 404.
    if (method === 'HEAD') method = 'GET'
    const target = withDefaultLocale(method, url)
    if (target === url && body === undefined && method === request.method) {
      return handler(request, context)
    }
    return handler(new Request(target, { method, headers, body }), context)
  }
}

/** Whether a multipart body parses (Payload failed with a 500 on one that did not). */
async function parsesAsForm(body: Uint8Array<ArrayBuffer>, headers: Headers): Promise<boolean> {
  const type = headers.get('content-type') ?? ''
  if (!/;\s*boundary=/i.test(type)) return false
  try {
    await new Response(body, { headers: { 'Content-Type': type } }).formData()
    return true
  } catch {
    return false
  }
}
