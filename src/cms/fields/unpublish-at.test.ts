import { describe, expect, it } from 'vitest'
import { takeDownAllowed } from './unpublish-at'

const now = new Date('2026-11-29T10:00:00.000Z')

describe('takeDownAllowed', () => {
  it('allows no take-down time', () => {
    expect(takeDownAllowed(null, '2026-11-01T00:00:00.000Z', now)).toBe(true)
    expect(takeDownAllowed(undefined, undefined, now)).toBe(true)
  })

  it('allows a time ahead of now and of the publish date', () => {
    expect(takeDownAllowed('2026-12-01T00:00:00.000Z', '2026-11-01T00:00:00.000Z', now)).toBe(true)
  })

  it('refuses a time already past, or not after the publish date', () => {
    expect(takeDownAllowed('2026-11-29T09:59:00.000Z', '2026-11-01T00:00:00.000Z', now)).toBe(false)
    expect(takeDownAllowed('2026-12-01T00:00:00.000Z', '2026-12-02T00:00:00.000Z', now)).toBe(false)
    expect(takeDownAllowed('not a date', undefined, now)).toBe(false)
  })
})
