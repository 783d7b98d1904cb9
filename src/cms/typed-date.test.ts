import { describe, expect, it } from 'vitest'
import { isRealDateTime } from './typed-date'

describe('isRealDateTime', () => {
  it('accepts a date and time as the pickers show them', () => {
    expect(isRealDateTime('2026-11-24 09:30')).toBe(true)
    expect(isRealDateTime('2028-02-29 23:59')).toBe(true)
  })

  it('refuses dates and times that do not exist, and other words', () => {
    for (const text of [
      '2026-13-45 99:99',
      '2026-02-30 10:00',
      '2027-02-29 10:00',
      '2026-11-24 24:00',
      'tomorrow',
      '2026-11-24',
    ]) {
      expect(isRealDateTime(text), text).toBe(false)
    }
  })
})
