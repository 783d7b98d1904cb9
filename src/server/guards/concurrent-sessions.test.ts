import { describe, expect, it } from 'vitest'
import { mergeSessions, type StoredSession } from './concurrent-sessions'

const now = new Date('2026-11-24T08:00:00Z')
const session = (id: string, expiresAt = '2026-11-24T16:00:00Z'): StoredSession => ({
  id,
  expiresAt,
})
const ids = (sessions: StoredSession[]) => sessions.map((s) => s.id)

describe('mergeSessions', () => {
  it('keeps a session another sign-in added after the writer read the list', () => {
    // Two sign-ins read [a]; the first stored [a, b]; the second writes [a, c].
    const merged = mergeSessions({
      current: [session('a'), session('b')],
      known: new Set(['a']),
      written: [session('a'), session('c')],
      now,
    })
    expect(ids(merged)).toEqual(['a', 'b', 'c'])
  })

  it('removes what the writer removed, and only that', () => {
    // A sign-out of a that read [a, b] while c was added.
    const merged = mergeSessions({
      current: [session('a'), session('b'), session('c')],
      known: new Set(['a', 'b']),
      written: [session('b')],
      now,
    })
    expect(ids(merged)).toEqual(['b', 'c'])
  })

  it('never brings back a session ended meanwhile', () => {
    // Two sign-outs read [a, b, c]: the first stored [b, c]; the second writes [a, c].
    const merged = mergeSessions({
      current: [session('b'), session('c')],
      known: new Set(['a', 'b', 'c']),
      written: [session('a'), session('c')],
      now,
    })
    expect(ids(merged)).toEqual(['c'])
  })

  it('keeps the later expiry of a session both hold', () => {
    // A refresh of b stored a later expiry; a sign-in that read the old one writes it back.
    const later = '2026-11-24T18:00:00Z'
    const merged = mergeSessions({
      current: [session('a'), session('b', later)],
      known: new Set(['a', 'b']),
      written: [session('a'), session('b'), session('c')],
      now,
    })
    expect(merged).toEqual([session('a'), session('b', later), session('c')])
  })

  it('drops expired sessions', () => {
    const merged = mergeSessions({
      current: [session('old', '2026-11-24T07:00:00Z'), session('a')],
      known: new Set(['a']),
      written: [session('a'), session('b')],
      now,
    })
    expect(ids(merged)).toEqual(['a', 'b'])
  })

  it('lets a writer that read nothing replace the list, as Payload does', () => {
    const merged = mergeSessions({
      current: [session('a'), session('b')],
      known: undefined,
      written: [session('c')],
      now,
    })
    expect(ids(merged)).toEqual(['c'])
  })
})
