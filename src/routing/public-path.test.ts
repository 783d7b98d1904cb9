import { describe, expect, it } from 'vitest'
import { publicHref, publicPath } from './public-path'
import { routeOf, type RouteInput } from './site-route'

function rewritten(url: string, host = 'site.test'): string {
  const { pathname, searchParams } = new URL(url, 'http://site.test')
  const input: RouteInput = {
    pathname,
    search: searchParams,
    host,
    variantMarker: 'alt.',
    localeCookie: undefined,
    acceptLanguage: 'zh-CN',
    secFetchSite: 'same-origin',
    referer: null,
    hasCmsSession: false,
    now: new Date('2026-06-01T00:00:00Z'),
  }
  const route = routeOf(input)
  if (route.kind === 'redirect') throw new Error(`${url} redirects`)
  return route.route
}

describe('publicPath', () => {
  it.each([
    ['/', '/'],
    ['/en', '/en'],
    ['/faq', '/faq'],
    ['/en/faq', '/en/faq'],
    ['/news', '/news'],
    ['/en/news?type=2&page=3', '/en/news'],
    ['/news/detail/40', '/news/detail/40'],
    ['/en/profile?tab=2', '/en/profile'],
    ['/profile?tab=0', '/profile'],
    ['/profile/jobs/3', '/profile/jobs/3'],
    ['/en/test-i18n', '/en/test-i18n'],
  ])('takes the app route of %s back to %s', (url, expected) => {
    expect(publicPath(rewritten(url))).toBe(expected)
    expect(publicPath(rewritten(url, 'alt.site.test'))).toBe(expected)
  })

  it('takes the routes every type shares back to the type’s paths', () => {
    expect(publicPath('/main/en/-/news/item/4')).toBe('/en/news/detail/4')
    expect(publicPath('/alt/zh/-/news/preview/4')).toBe('/news/preview/4')
    expect(publicPath('/main/zh/-/faqs/list/all')).toBe('/faq')
    expect(publicPath('/main/en/-/faqs/preview/2')).toBe('/en/faq/preview/2')
  })

  it('returns a public path as it is', () => {
    for (const path of ['/', '/en', '/faq', '/en/news/detail/4', '/news']) {
      expect(publicPath(path)).toBe(path)
    }
  })

  it('takes the 404 page and the unavailable pages to the nearest page that exists', () => {
    // An unknown path is rewritten as it is (the app answers it with the 404 page).
    expect(publicPath(rewritten('/no/such/page'))).toBe('/no/such/page')
    expect(publicPath(rewritten('/en/news/view/x'))).toBe('/en')
    expect(publicPath(rewritten('/news/detail/abc'))).toBe('/')
    expect(publicPath('/main/en/-/news/unavailable')).toBe('/en/news')
    expect(publicPath('/alt/zh/profile/jobs/unavailable')).toBe('/profile')
  })
})

describe('publicHref', () => {
  it.each([
    ['/news?category=industry', '/news?category=industry'],
    ['/en/news?year=2025&category=company', '/en/news?category=company&year=2025'],
    ['/news?view=list&page=2', '/news?page=2&view=list'],
    ['/news?category=nonsense', '/news'],
    ['/profile?tab=2', '/profile?tab=2'],
    ['/en/profile?tab=1', '/en/profile?tab=1'],
    ['/profile?tab=9', '/profile'],
    ['/en/faq', '/en/faq'],
    ['/news/detail/40', '/news/detail/40'],
    ['/en/news?type=2&page=3', '/en/news?page=3'],
  ])('takes the app route of %s back to %s, with the query it stands for', (url, expected) => {
    const route = rewritten(url)
    expect(publicHref(route)).toBe(expected)
    // A page rendered on its first visit, and the browser, see the public
    // path and the route's parameters.
    const [, , , ...rest] = route.split('/')
    const params =
      rest[0] === 'news' && rest[1] === 'view'
        ? { key: rest[2] }
        : rest[0] === 'profile' && rest[1] === 'tab'
          ? { tab: rest[2] }
          : {}
    expect(publicHref(new URL(url, 'http://site.test').pathname, params)).toBe(expected)
  })

  it('returns a public path as it is without the parameters of a query', () => {
    expect(publicHref('/en/news')).toBe('/en/news')
    expect(publicHref('/en/news', { key: 'nonsense' })).toBe('/en/news')
    expect(publicHref('/faq', { key: 'industry-0-0-1-grid', tab: '2' })).toBe('/faq')
  })
})
