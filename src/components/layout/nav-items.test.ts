import { describe, expect, it } from 'vitest'
import { typeNav } from '@/content/types'
import { activeNavKey, navItems } from './nav-items'

describe('the header items', () => {
  const keys = navItems.map((item) => item.key)
  const siteKeys = ['models', 'scenarios', 'downloads', 'technology', 'videos', 'about']

  it("keep the header's own order, with each content type's item after the one it follows", () => {
    expect(keys.filter((key) => siteKeys.includes(key))).toEqual(siteKeys)
    expect(new Set(keys).size).toBe(keys.length)
    for (const type of typeNav) {
      const at = keys.indexOf(type.key)
      expect(at, type.key).toBeGreaterThan(keys.indexOf(type.after))
      // Nothing of the header's own between them.
      const between = keys.slice(keys.indexOf(type.after) + 1, at)
      expect(
        between.filter((key) => siteKeys.includes(key)),
        type.key,
      ).toEqual([])
    }
    expect(keys.indexOf('news')).toBe(keys.indexOf('technology') + 1)
  })

  it("lead to each type's list, and mark it current on its pages", () => {
    for (const type of typeNav) {
      expect(navItems.find((item) => item.key === type.key)?.href).toEqual({ pathname: type.list })
      expect(activeNavKey(type.list)).toBe(type.key)
      expect(activeNavKey(`${type.list}/detail/3`)).toBe(type.key)
    }
    expect(activeNavKey('/')).toBe('models')
    expect(activeNavKey('/profile')).toBe('about')
    expect(activeNavKey('/search')).toBeUndefined()
  })
})
