import { getPayload, type FlattenedField, type SanitizedConfig } from 'payload'
import {
  accountRoutes,
  boundedForAnonymous,
  busy,
  Gate,
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
import { hasCredentials } from '../lib/credentials'

type Handler = (
  request: Request,
  context: { params: Promise<{ slug: string[] }> },
) => Promise<Response>

function kindOf(field: FlattenedField): FieldKind {
  switch (field.type) {
    case 'richText':
    case 'json':
      return 'unqueryable'
    case 'number':
      return 'number'
    case 'date':
      return 'date'
    case 'relationship':
    case 'upload':
      return typeof field.relationTo === 'string' ? 'reference' : 'other'
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
            // Payload lists e-mail verification for every collection of accounts.
            ...endpoints.filter(
              (segment) =>
                segment &&
                !segment.startsWith(':') &&
                (segment !== 'verify' || Boolean(collection.auth?.verify)),
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
    {
      status: refusal.status,
      headers: {
        'Cache-Control': 'private, no-store',
        ...(refusal.status === 429 ? { 'Retry-After': '1' } : {}),
      },
    },
  )
}

/**
 * Reads without a signed-in user, one at a time and up to 1,000 waiting
 * (refusing sooner only invites retries: each costs a millisecond), each in a
 * turn of the event loop of its own: the public site reads its content on
 * the server and never through this API, so anonymous callers are scripts,
 * and a flood of them (a list of 100 articles at depth 3 costs ~40 ms of
 * the one thread) must not take the server from visitors. Uploaded files
 * are not held back (pages show them), nor writes: anonymous ones are
 * refused at once, and sign-ins have their own limits (hooks/login-limit.ts).
 */
const anonymous = new Gate(1, 1000)
const uploadedFile = /^\/api\/[^/]+\/file\//

async function signedIn(config: Promise<SanitizedConfig>, headers: Headers): Promise<boolean> {
  if (!hasCredentials(headers)) return false
  try {
    const payload = await getPayload({ config })
    return Boolean((await payload.auth({ headers })).user)
  } catch {
    return false
  }
}

/**
 * Payload's REST handler behind the site's checks (src/cms/rest-guard.ts):
 * requests it would fail on with a 500 are answered 400 or 404 first;
 * reads without a signed-in user wait their turn (`anonymous`, 429 when
 * too many wait); a body other than an upload is read only up to 1 MB
 * (refused from its Content-Length, or counted while it streams) before
 * Payload parses it.
 */
export function guardRest(config: Promise<SanitizedConfig>, handler: Handler): Handler {
  /** Payload's handler, given the request in the default language and a body of at most 1 MB. */
  async function run(
    request: Request,
    url: URL,
    context: Parameters<Handler>[1],
    anonymousRead: boolean,
  ) {
    const { method } = request
    const localized = withDefaultLocale(method, url)
    const target = anonymousRead ? boundedForAnonymous(localized) : localized
    if (request.body && !isUpload(request.headers)) {
      if (Number(request.headers.get('content-length') ?? 0) > MAX_JSON_BODY) {
        return refuse(tooLarge, method, url)
      }
      const body = await readLimited(request.body, MAX_JSON_BODY)
      if (!body) return refuse(tooLarge, method, url)
      return handler(new Request(target, { method, headers: request.headers, body }), context)
    }
    if (target === url) return handler(request, context)
    return handler(new Request(target, request), context)
  }

  let schema: Promise<RestSchema> | undefined
  return async (request, context) => {
    schema ??= config.then(restSchema)
    const url = new URL(request.url)
    const { method } = request
    const refusal = restRefusal(method, url, await schema)
    if (refusal) return refuse(refusal, method, url)
    const read = method === 'GET' || method === 'HEAD'
    const held =
      read && !uploadedFile.test(url.pathname) && !(await signedIn(config, request.headers))
    const release = held ? await anonymous.enter() : null
    if (held && !release) return refuse(busy, method, url)
    try {
      return await run(request, url, context, held)
    } finally {
      release?.()
    }
  }
}
