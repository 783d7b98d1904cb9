import { describe, expect, it } from 'vitest'
import { filePattern, notPagePattern, outsidePagesPattern, tooDeepPattern } from './site-roots'

describe('the paths that are not pages', () => {
  it('are matched by the guards’ patterns, pages are not', () => {
    for (const path of [
      '/api',
      '/api/news',
      '/admin',
      '/_next/image',
      '/builds/x',
      '/internal/item',
      '/assets/a',
      '/qr/a',
      '/cards/a',
      '/covers/a',
      '/favicon.ico',
      '/robots.txt',
    ]) {
      expect(notPagePattern.test(path), path).toBe(true)
    }
    for (const path of [
      '/',
      '/news',
      '/apis',
      '/robots.txt/x',
      '/favicon.icon',
      '/profile/jobs/1',
    ]) {
      expect(notPagePattern.test(path), path).toBe(false)
    }
    expect(outsidePagesPattern.test('/robots.txt')).toBe(false)
    expect(outsidePagesPattern.test('/internal')).toBe(true)
  })

  it('name the files served as they are, and the flat folders', () => {
    for (const path of [
      '/_next/static/a.js',
      '/assets/a.svg',
      '/builds/a.json',
      '/qr/a.svg',
      '/cards/a.png',
      '/covers/a.svg',
      '/favicon.ico',
      '/robots.txt',
    ]) {
      expect(filePattern.test(path), path).toBe(true)
    }
    for (const path of [
      '/_next/image',
      '/api/media/file/a.png',
      '/admin/x',
      '/internal/item',
      '/news',
    ]) {
      expect(filePattern.test(path), path).toBe(false)
    }
    expect(tooDeepPattern.test('/cards/a/b')).toBe(true)
    expect(tooDeepPattern.test('/qr/a/')).toBe(true)
    expect(tooDeepPattern.test('/cards/a.png')).toBe(false)
    expect(tooDeepPattern.test('/assets/icons/a.svg')).toBe(false)
  })
})
