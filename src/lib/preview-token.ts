import { createHmac, timingSafeEqual } from 'node:crypto'

/** The query parameter of a shared preview link (`/news/preview/12?preview=…`). */
export const previewParam = 'preview'

/**
 * The public paths of editors' previews, in either language (`/news/preview/12`,
 * `/en/profile/jobs/preview/3`): every content type's preview root ends in
 * `/preview` (src/routing/content-types.test.ts holds them to it). The server
 * lets the admin frame these pages, for its live preview.
 */
export function isPreviewPagePath(path: string): boolean {
  return /^(?:\/[a-z-]+)+\/preview\/\d{1,12}\/?$/.test(path)
}

/** What a shared preview link opens: one item's draft, in one language, until a time. */
export type PreviewGrant = {
  /** The link's id (its row, which revoking deletes). */
  link: number
  collection: string
  item: number
  locale: string
  expiresAt: string
}

function macOf(grant: PreviewGrant, secret: string): string {
  return createHmac('sha256', secret)
    .update(
      [
        'preview-link',
        grant.link,
        grant.collection,
        grant.item,
        grant.locale,
        grant.expiresAt,
      ].join('\n'),
    )
    .digest('base64url')
}

/** A link's token: its id and a signature of all it grants, made with the CMS secret. */
export function previewToken(grant: PreviewGrant, secret: string): string {
  return `${grant.link}.${macOf(grant, secret)}`
}

/** The link id a token names, or null for anything that is not a token. */
export function previewTokenLink(token: string | null | undefined): number | null {
  const match = /^(\d{1,12})\.[A-Za-z0-9_-]{43}$/.exec(token ?? '')
  return match ? Number(match[1]) : null
}

/**
 * Whether `token` is the signature of `grant` (as stored: a changed row, or
 * another secret, signs otherwise), and the grant is still running at `now`.
 */
export function previewTokenValid(
  token: string,
  grant: PreviewGrant,
  secret: string,
  now: Date,
): boolean {
  if (previewTokenLink(token) !== grant.link) return false
  const expected = Buffer.from(previewToken(grant, secret))
  const given = Buffer.from(token)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false
  return Date.parse(grant.expiresAt) > now.getTime()
}
