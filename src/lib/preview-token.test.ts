import { describe, expect, it } from 'vitest'
import {
  previewToken,
  previewTokenLink,
  previewTokenValid,
  type PreviewGrant,
} from './preview-token'

const secret = 'a-secret-of-the-cms-long-enough-for-tests'
const grant: PreviewGrant = {
  link: 7,
  collection: 'news',
  item: 12,
  locale: 'en',
  expiresAt: '2026-12-06T10:00:00.000Z',
}
const now = new Date('2026-11-29T10:00:00.000Z')

describe('preview tokens', () => {
  it('opens what it was made for, until it expires', () => {
    const token = previewToken(grant, secret)
    expect(previewTokenLink(token)).toBe(7)
    expect(previewTokenValid(token, grant, secret, now)).toBe(true)
    expect(previewTokenValid(token, grant, secret, new Date('2026-12-06T10:00:00.000Z'))).toBe(
      false,
    )
  })

  it('opens nothing else: another item, language, link, expiry or secret', () => {
    const token = previewToken(grant, secret)
    expect(previewTokenValid(token, { ...grant, item: 13 }, secret, now)).toBe(false)
    expect(previewTokenValid(token, { ...grant, locale: 'zh' }, secret, now)).toBe(false)
    expect(previewTokenValid(token, { ...grant, collection: 'jobs' }, secret, now)).toBe(false)
    expect(previewTokenValid(token, { ...grant, link: 8 }, secret, now)).toBe(false)
    expect(
      previewTokenValid(token, { ...grant, expiresAt: '2027-01-01T00:00:00.000Z' }, secret, now),
    ).toBe(false)
    expect(previewTokenValid(token, grant, `${secret}-other`, now)).toBe(false)
  })

  it('reads no link from what is not a token', () => {
    for (const value of [null, '', '7', '7.', 'x.abc', `7.${'a'.repeat(44)}`, '7.<script>']) {
      expect(previewTokenLink(value)).toBeNull()
    }
  })
})
