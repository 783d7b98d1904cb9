import { describe, expect, it } from 'vitest'
import { formatDate } from './format'

describe('formatDate', () => {
  it('writes the date of Shanghai, as each language does', () => {
    // 16:30 UTC on 28 February is already 1 March in Shanghai.
    expect(formatDate('2024-02-29T16:30:00Z', 'zh')).toBe('2024年3月1日')
    expect(formatDate('2024-02-29T16:30:00Z', 'en')).toBe('March 1, 2024')
  })
})
