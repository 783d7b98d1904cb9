import { describe, expect, it } from 'vitest'
import { publishWarnings, warningLines } from './publish-warnings'

const now = new Date('2026-11-29T10:00:00.000Z')
const past = '2026-01-01T02:00:00.000Z'
const ahead = '2026-12-01T01:30:00.000Z'

describe('publishWarnings', () => {
  it('has nothing to say of a live item complete in both languages', () => {
    const form = {
      live: true,
      savedPublishedAt: past,
      publishedAt: past,
      complete: ['zh', 'en'],
      editing: 'zh',
    }
    expect(publishWarnings(form, now)).toEqual({ leavesUntil: null, missing: [] })
  })

  it('names the language still missing, never the one being published', () => {
    const form = {
      live: false,
      savedPublishedAt: past,
      publishedAt: past,
      complete: ['zh'],
      editing: 'zh',
    }
    expect(publishWarnings(form, now).missing).toEqual(['en'])
    expect(publishWarnings({ ...form, complete: [], editing: 'en' }, now).missing).toEqual(['zh'])
  })

  it('says when a live item would leave the site for a publish date ahead', () => {
    const form = {
      live: true,
      savedPublishedAt: past,
      publishedAt: ahead,
      complete: ['zh', 'en'],
      editing: 'zh',
    }
    expect(publishWarnings(form, now).leavesUntil).toBe(ahead)
    // Not live, or already scheduled: nothing leaves.
    expect(publishWarnings({ ...form, live: false }, now).leavesUntil).toBeNull()
    expect(publishWarnings({ ...form, savedPublishedAt: ahead }, now).leavesUntil).toBeNull()
  })

  it('leaves languages alone in a collection written in one', () => {
    const form = {
      live: false,
      savedPublishedAt: undefined,
      publishedAt: undefined,
      complete: undefined,
      editing: 'zh',
    }
    expect(publishWarnings(form, now)).toEqual({ leavesUntil: null, missing: [] })
  })
})

describe('warningLines', () => {
  it('says each warning in the admin language, with the time in Beijing time', () => {
    const warnings = { leavesUntil: ahead, missing: ['en' as const] }
    expect(warningLines(warnings, 'zh')).toEqual([
      '它现在在网站上。发布时间改到了将来（2026-12-01 09:30 北京时间）：发布后，它会从网站上消失，到那时才再出现。',
      '英文版本还没有写完：发布后，英文网站上不会有它。',
    ])
    expect(warningLines(warnings, 'en')).toEqual([
      'It is on the site now. Its publish date is now ahead (2026-12-01 09:30 Beijing time): publishing takes it off the site until then.',
      'The English version is not complete: the English site will not show it once published.',
    ])
  })
})
