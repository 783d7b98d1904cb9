import { describe, expect, it } from 'vitest'
import { editorTime, publicationState, stateWhere, whereQuery } from './publication-state'

const now = new Date('2026-11-24T04:00:00.000Z')

describe('publicationState', () => {
  it('tells drafts, scheduled and live items apart', () => {
    expect(publicationState({ _status: 'draft', publishedAt: '2020-01-01T00:00:00Z' }, now)).toBe(
      'draft',
    )
    expect(
      publicationState({ _status: 'published', publishedAt: '2026-12-01T01:00:00Z' }, now),
    ).toBe('scheduled')
    expect(publicationState({ _status: 'published', publishedAt: now.toISOString() }, now)).toBe(
      'published',
    )
    expect(publicationState({ _status: 'published' }, now)).toBe('published')
    expect(publicationState({}, now)).toBe('draft')
  })
})

describe('editorTime', () => {
  it('shows the time in Shanghai, as the date field is typed', () => {
    expect(editorTime('2026-12-01T01:05:00.000Z')).toBe('2026-12-01 09:05')
    expect(editorTime('2026-12-31T16:30:00.000Z')).toBe('2027-01-01 00:30')
  })
})

describe('stateWhere', () => {
  it('filters each state in the shape of the list filter', () => {
    expect(stateWhere('scheduled', now)).toEqual({
      or: [
        {
          and: [
            { _status: { equals: 'published' } },
            { publishedAt: { greater_than: '2026-11-24T04:00:00.000Z' } },
          ],
        },
      ],
    })
    expect(stateWhere('draft', now)).toEqual({ or: [{ and: [{ _status: { equals: 'draft' } }] }] })
  })
})

describe('whereQuery', () => {
  it('writes the bracket notation of the list view', () => {
    expect(whereQuery({ or: [{ and: [{ _status: { equals: 'draft' } }] }] })).toBe(
      'where%5Bor%5D%5B0%5D%5Band%5D%5B0%5D%5B_status%5D%5Bequals%5D=draft',
    )
  })
})
