import { describe, expect, it } from 'vitest'
import { cacheControl } from './cache-policy'

const options = { sharedMaxAge: 10, staleWhileRevalidate: 300 }

describe('cacheControl', () => {
  it('lets a CDN keep cached pages briefly, with stale-while-revalidate', () => {
    expect(cacheControl('/news', 200, 's-maxage=31536000', options)).toBe(
      'public, max-age=0, s-maxage=10, stale-while-revalidate=300',
    )
  })

  it('gives a 304 the policy of the 200 it confirms, so that a CDN revalidating keeps it briefly', () => {
    expect(cacheControl('/news', 304, 's-maxage=31536000', options)).toBe(
      'public, max-age=0, s-maxage=10, stale-while-revalidate=300',
    )
  })

  it('lets no shared cache keep `/`, whose answer depends on the visitor (language detection)', () => {
    for (const status of [200, 304]) {
      expect(cacheControl('/', status, 's-maxage=31536000', options)).toBe('private, no-cache')
    }
    expect(cacheControl('/en', 200, 's-maxage=31536000', options)).toBe(
      'public, max-age=0, s-maxage=10, stale-while-revalidate=300',
    )
  })

  it('gives feeds and sitemaps the policy of pages, whatever the framework set', () => {
    const shared = 'public, max-age=0, s-maxage=10, stale-while-revalidate=300'
    for (const path of [
      '/news/rss.xml',
      '/en/news/rss.xml',
      '/sitemap.xml',
      '/en/sitemap.xml',
      '/sitemaps/2.xml',
      '/en/sitemaps/12.xml',
    ]) {
      for (const status of [200, 304]) {
        expect(cacheControl(path, status, undefined, options), path).toBe(shared)
        expect(cacheControl(path, status, 'private, no-cache, no-store', options), path).toBe(
          shared,
        )
      }
      expect(cacheControl(path, 404, undefined, options), path).toBe('private, no-store')
    }
    expect(cacheControl('/news/rss.xml/x', 200, undefined, options)).toBeUndefined()
  })

  it('lets no cache keep an error or a missing file', () => {
    const year = 'public, max-age=31536000, immutable'
    for (const path of ['/_next/static/x.js', '/assets/x.svg', '/builds/x.json', '/internal/x']) {
      expect(cacheControl(path, 404, year, options), path).toBe('private, no-store')
    }
    expect(cacheControl('/news', 404, 's-maxage=31536000', options)).toBe('private, no-store')
    expect(cacheControl('/news/detail/4', 503, 's-maxage=31536000', options)).toBe(
      'private, no-store',
    )
    expect(cacheControl('/x', 500, undefined, options)).toBe('private, no-store')
  })

  it('leaves dynamic and private answers as the framework made them', () => {
    const dynamic = 'private, no-cache, no-store, max-age=0, must-revalidate'
    expect(cacheControl('/news/view', 200, dynamic, options)).toBe(dynamic)
    expect(cacheControl('/', 307, 'private, no-store', options)).toBe('private, no-store')
    expect(
      cacheControl('/_next/static/a.js', 200, 'public, max-age=31536000, immutable', options),
    ).toBe('public, max-age=31536000, immutable')
  })

  it('never caches the admin or the API, except uploaded files', () => {
    expect(cacheControl('/admin/login', 200, undefined, options)).toBe('private, no-store')
    expect(cacheControl('/api/news', 200, undefined, options)).toBe('private, no-store')
    // A medium turns private again once nothing published shows it: shared caches ask again soon.
    expect(cacheControl('/api/media/file/a-960x960.webp', 200, undefined, options)).toBe(
      'public, max-age=86400, s-maxage=10, stale-while-revalidate=300',
    )
    expect(cacheControl('/api/media/file/missing.webp', 404, undefined, options)).toBe(
      'private, no-store',
    )
  })

  it("keeps a file an editor reads out of shared caches: it may be a draft's", () => {
    expect(cacheControl('/api/media/file/draft.webp', 200, undefined, options, true)).toBe(
      'private, max-age=86400',
    )
  })
})
