import { describe, expect, it } from 'vitest'
import {
  itemRoute,
  itemStateIn,
  newsListRoute,
  routeOf,
  type ItemRoute,
  type Rewrite,
  type RouteInput,
} from './site-route'

const now = new Date('2026-06-01T00:00:00Z')

/** A request from outside the site, Chinese browser, main host. */
function input(url: string, overrides: Partial<RouteInput> = {}): RouteInput {
  const { pathname, searchParams } = new URL(url, 'http://site.test')
  return {
    pathname,
    search: searchParams,
    host: 'site.test',
    variantMarker: 'alt.',
    localeCookie: undefined,
    acceptLanguage: 'zh-CN,zh;q=0.9',
    secFetchSite: null,
    referer: null,
    hasCmsSession: false,
    now,
    ...overrides,
  }
}

const route = (url: string, overrides?: Partial<RouteInput>) => routeOf(input(url, overrides))

describe('routeOf: redirects', () => {
  it('sends /zh and /zh/x to the unprefixed path, permanently', () => {
    expect(route('/zh')).toEqual({ kind: 'redirect', pathname: '/', status: 308 })
    expect(route('/zh/news')).toEqual({ kind: 'redirect', pathname: '/news', status: 308 })
    // Not a locale prefix: a path of its own.
    expect(route('/zhx')).toMatchObject({ kind: 'rewrite', route: '/main/zh/zhx' })
  })

  it('completes a marked language link with the filters of the page it was followed from', () => {
    const referer = 'http://site.test/profile?tab=2&location=singapore&x=1'
    expect(route('/en/profile?tab=2&keep-query=1', { referer })).toEqual({
      kind: 'redirect',
      pathname: '/en/profile',
      search: '?tab=2&location=singapore',
      status: 303,
      fromReferer: true,
    })
    expect(route('/en/profile?keep-query=1')).toEqual({
      kind: 'redirect',
      pathname: '/en/profile',
      search: '',
      status: 303,
      fromReferer: true,
    })
    // Unmarked, the page is the page.
    expect(route('/en/profile?tab=2', { referer })).toMatchObject({ kind: 'rewrite' })
  })

  it('detects the language only on arrival at /, and only English redirects', () => {
    const english = { acceptLanguage: 'en-GB,en;q=0.9' }
    expect(route('/', english)).toEqual({
      kind: 'redirect',
      pathname: '/en',
      status: 307,
      detected: true,
    })
    expect(route('/', { localeCookie: 'en' })).toMatchObject({ kind: 'redirect', pathname: '/en' })
    // The switcher's cookie wins over the browser.
    expect(route('/', { ...english, localeCookie: 'zh' })).toMatchObject({ kind: 'rewrite' })
    expect(route('/')).toMatchObject({ kind: 'rewrite', route: '/main/zh', locale: 'zh' })
    // A move inside the site keeps the page's language.
    expect(route('/', { ...english, secFetchSite: 'same-origin' })).toMatchObject({
      kind: 'rewrite',
      locale: 'zh',
    })
    expect(route('/', { ...english, referer: 'http://site.test/faq' })).toMatchObject({
      kind: 'rewrite',
    })
    expect(route('/', { ...english, secFetchSite: 'cross-site' })).toMatchObject({
      kind: 'redirect',
    })
    // Only `/` detects.
    expect(route('/news', english)).toMatchObject({ kind: 'rewrite', locale: 'zh' })
  })
})

describe('routeOf: rewrites', () => {
  it('takes the locale from the URL and the variant from the host', () => {
    expect(route('/en')).toMatchObject({ route: '/main/en', locale: 'en', variant: 'main' })
    expect(route('/en/faq')).toMatchObject({ route: '/main/en/-/faqs/list/all', locale: 'en' })
    expect(route('/faq', { host: 'www.alt.site.test' })).toMatchObject({
      route: '/alt/zh/-/faqs/list/all',
      variant: 'alt',
    })
  })

  it('sends each profile tab to its prerendered route', () => {
    expect(route('/profile')).toMatchObject({ route: '/main/zh/profile' })
    expect(route('/profile?tab=0')).toMatchObject({ route: '/main/zh/profile' })
    expect(route('/profile?tab=1')).toMatchObject({ route: '/main/zh/profile/tab/1' })
    expect(route('/en/profile?tab=2')).toMatchObject({ route: '/main/en/profile/tab/2' })
    expect(route('/profile?tab=7')).toMatchObject({ route: '/main/zh/profile' })
  })

  it('sends every news list URL to the one list route, at the view its form names', () => {
    const plain = { route: '/main/zh/news/view/all-0-0-1-grid' }
    expect(route('/news')).toMatchObject(plain)
    expect(route('/news?page=1&view=grid&_rsc=x1')).toMatchObject(plain)
    expect(route('/news?category=nope&year=1850&month=4')).toMatchObject(plain)
    expect(route('/news?category=industry&year=2025')).toMatchObject({
      route: '/main/zh/news/view/industry-2025-0-1-grid',
    })
    expect(route('/en/news?year=2024&month=3&page=2&view=list')).toMatchObject({
      route: '/main/en/news/view/all-2024-3-2-list',
    })
    // Bounded by form: a year after next year, a page beyond the cap, are their defaults.
    expect(route('/news?category=company&year=2028&page=100000')).toMatchObject({
      route: '/main/zh/news/view/company-0-0-1-grid',
    })
  })

  it('asks which view a list URL shows, unless it is the plain list', () => {
    expect(route('/news')).not.toHaveProperty('newsView')
    expect(route('/news?page=1')).not.toHaveProperty('newsView')
    expect(route('/en/news?year=2024&page=7')).toMatchObject({ newsView: 'all-2024-0-7-grid' })
  })

  it('answers the hidden routes, malformed ids and previews without a session with the 404 page', () => {
    for (const path of [
      '/news/view',
      '/news/view/all-0-0-1-grid',
      // The routes every type shares, asked for by their own paths.
      '/-/news/item/3',
      '/en/-/faqs/list/all',
      '/-/news/unavailable',
      '/profile/tab/1',
      '/news/detail/abc',
      '/news/detail/0',
      '/news/detail/1234567890123',
      '/profile/jobs/unavailable',
      '/news/preview/3',
      '/en/faq/preview/3',
    ]) {
      expect(route(path), path).toMatchObject({ kind: 'rewrite', route: /\/-\/not-found$/ })
    }
    expect(route('/news/preview/3', { hasCmsSession: true })).toMatchObject({
      route: '/main/zh/-/news/preview/3',
    })
    // A shared preview link's token reaches the page, which checks it.
    expect(route('/en/faq/preview/3', { hasPreviewToken: true })).toMatchObject({
      route: '/main/en/-/faqs/preview/3',
    })
    // An article's unavailable page has no public path: asked for, it is no page at all.
    expect(route('/en/news/unavailable')).toMatchObject({ route: '/main/en/news/unavailable' })
  })

  it('asks about articles and openings with a well-formed id', () => {
    expect(route('/en/news/detail/12')).toEqual({
      kind: 'item',
      item: 'article',
      id: 12,
      locale: 'en',
      variant: 'main',
      route: '/main/en/-/news/item/12',
    })
    expect(route('/profile/jobs/3/')).toMatchObject({ kind: 'item', item: 'job', id: 3 })
  })
})

describe('newsListRoute', () => {
  const asked = (path: string) => route(path) as Rewrite

  it('renders the view when it exists, or when the server could not say', () => {
    const list = asked('/en/news?year=2024&page=2&view=list')
    expect(newsListRoute(list, 'all-2024-0-2-list')).toBe(list)
    expect(newsListRoute(list, 'unknown')).toBe(list)
  })

  it('sends a URL of a view that does not exist to the view it shows, rendering nothing', () => {
    expect(newsListRoute(asked('/news?page=70001&year=2004'), 'all-0-0-1-grid')).toEqual({
      kind: 'redirect',
      pathname: '/news',
      search: '',
      status: 307,
    })
    expect(
      newsListRoute(asked('/en/news?category=company&page=40&view=list'), 'company-0-0-1-list'),
    ).toEqual({
      kind: 'redirect',
      pathname: '/en/news',
      search: 'category=company&view=list',
      status: 307,
    })
  })
})

describe('itemRoute', () => {
  const article: ItemRoute = {
    kind: 'item',
    item: 'article',
    id: 5,
    locale: 'en',
    variant: 'main',
    route: '/main/en/-/news/item/5',
  }
  const job: ItemRoute = { ...article, item: 'job', route: '/main/en/profile/jobs/5' }

  it('renders the page when readable, or when the server could not say', () => {
    expect(itemRoute(article, 'readable').route).toBe('/main/en/-/news/item/5')
    expect(itemRoute(job, 'unknown').route).toBe('/main/en/profile/jobs/5')
  })

  it('gives the 404 page to what visitors cannot read, linking an article to its other language', () => {
    expect(itemRoute(article, 'missing')).toEqual({
      kind: 'rewrite',
      route: '/main/en/-/not-found',
      locale: 'en',
      variant: 'main',
    })
    expect(itemRoute(article, 'other-language')).toMatchObject({ otherLanguage: true })
    expect(itemRoute(job, 'other-language')).not.toHaveProperty('otherLanguage')
  })

  it('gives the error state with 503 while the items cannot be read', () => {
    expect(itemRoute(article, 'unavailable')).toMatchObject({
      route: '/main/en/-/news/unavailable',
      status: 503,
    })
    expect(itemRoute(job, 'unavailable')).toMatchObject({
      route: '/main/en/profile/jobs/unavailable',
      status: 503,
    })
  })

  it('reads the state from the languages an item is readable in', () => {
    expect(itemStateIn(['zh', 'en'], 'en')).toBe('readable')
    expect(itemStateIn(['zh'], 'en')).toBe('other-language')
    expect(itemStateIn([], 'zh')).toBe('missing')
  })
})
