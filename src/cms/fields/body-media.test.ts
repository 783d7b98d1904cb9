import { describe, expect, it } from 'vitest'
import { inMediaList, mediaList, mediaOfList } from './body-media'

describe('the stored list of a body’s media', () => {
  it('holds each id once, in order, between commas; empty for none', () => {
    expect(mediaList(['12', '3', '12'])).toBe(',3,12,')
    expect(mediaList([])).toBe('')
    expect(mediaOfList(',3,12,')).toEqual(['3', '12'])
    expect(mediaOfList('')).toEqual([])
    expect(mediaOfList(null)).toEqual([])
  })

  it('is searched for one id without matching another that contains it', () => {
    const list = mediaList(['3', '12'])
    expect(list.includes(inMediaList('3'))).toBe(true)
    expect(list.includes(inMediaList('1'))).toBe(false)
    expect(list.includes(inMediaList('2'))).toBe(false)
  })
})
