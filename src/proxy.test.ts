import { describe, expect, it } from 'vitest'
import { proxyMatcher } from '@/content/site-roots'
import { config } from './proxy'

describe('the paths that are not pages', () => {
  it('are what the proxy leaves alone: its literal matcher is the one derived here', () => {
    // Next.js reads the matcher from the source, as a literal: it cannot be
    // imported, so it is held to the list here.
    expect(config.matcher).toEqual([proxyMatcher])
    const proxied = new RegExp(`^${proxyMatcher}$`)
    for (const page of ['/', '/news', '/en/faq', '/apis', '/administration', '/qr-codes', '/api']) {
      expect(proxied.test(page), page).toBe(true)
    }
    for (const path of [
      '/admin',
      '/admin/x',
      '/api/news',
      '/_next/static/a.js',
      '/qr/a.svg',
      '/cards/a.png',
      '/covers/a.svg',
      '/internal/item',
      '/builds/latest.json',
      '/assets/brand/icon.svg',
      '/favicon.ico',
      '/robots.txt',
    ]) {
      expect(proxied.test(path), path).toBe(false)
    }
  })
})
