import { describe, expect, it } from 'vitest'
import { parseProfileTab, profileTabValue } from './tabs'

describe('parseProfileTab', () => {
  it('reads the three tabs', () => {
    expect(parseProfileTab('0')).toBe('company')
    expect(parseProfileTab('1')).toBe('faq')
    expect(parseProfileTab('2')).toBe('join')
  })
  it('falls back to the company tab for anything else', () => {
    for (const value of [null, undefined, '', '3', '-1', '02', '2.0', ' 2', 'abc', '1e0', '٢']) {
      expect(parseProfileTab(value)).toBe('company')
    }
  })
  it('gives back the query value', () => {
    expect(profileTabValue('join')).toBe('2')
    expect(profileTabValue('company')).toBe('0')
  })
})
