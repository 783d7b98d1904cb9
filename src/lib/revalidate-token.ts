import { createHmac, timingSafeEqual } from 'node:crypto'
import { payloadSecret } from './secret'

/** Header carrying the token of the internal revalidation route. */
export const revalidateTokenHeader = 'x-revalidate-token'

/** Path of the internal revalidation route (not routed through the proxy). */
export const revalidatePath = '/internal/revalidate'

/** Token of the internal revalidation route, derived from the CMS secret. */
export function revalidateToken(): string {
  return createHmac('sha256', payloadSecret()).update('revalidate-tags').digest('hex')
}

export function isRevalidateToken(value: string | null): boolean {
  if (!value) return false
  const expected = Buffer.from(revalidateToken())
  const given = Buffer.from(value)
  return given.length === expected.length && timingSafeEqual(given, expected)
}
