import { describe, expect, it } from 'vitest'
import { visibleFrom, visibleMedia } from './media-visibility'

describe('visibleFrom', () => {
  it('keeps for each medium the earliest moment a published document shows it', () => {
    const seen = visibleFrom([
      { media: ['1', '2'], from: '2026-03-01T00:00:00.000Z' },
      { media: ['2'], from: '2025-12-01T08:00:00+08:00' },
      { media: ['3'], from: '2027-01-01T00:00:00.000Z' },
    ])
    expect(Object.fromEntries(seen)).toEqual({
      '1': '2026-03-01T00:00:00.000Z',
      '2': '2025-12-01T00:00:00.000Z',
      '3': '2027-01-01T00:00:00.000Z',
    })
  })

  it('ignores documents without a valid moment and media nothing shows', () => {
    expect(visibleFrom([{ media: ['1'], from: 'not a date' }]).size).toBe(0)
    expect(visibleFrom([]).size).toBe(0)
  })
})

describe('visibleMedia', () => {
  const access = (user: unknown) => visibleMedia({ req: { user } } as never)

  it('lets editors read every medium and visitors those whose moment has come', () => {
    expect(access({ id: 1, roles: ['editor'] })).toBe(true)
    const where = access(null) as { publicFrom: { less_than_equal: string } }
    expect(Date.parse(where.publicFrom.less_than_equal)).toBeLessThanOrEqual(Date.now())
    expect(Date.now() - Date.parse(where.publicFrom.less_than_equal)).toBeLessThan(5000)
  })
})
