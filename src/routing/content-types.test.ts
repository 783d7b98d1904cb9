import { describe, expect, it } from 'vitest'
import { appPathOf, contentTypes, isPreviewPath, itemPagesOf, itemTypes } from '@/content/types'
import { isPreviewPagePath } from '@/lib/preview-token'
import { publicPath } from './public-path'
import { itemRoute, routeOf, type ItemRoute, type RouteInput } from './site-route'

/** A visitor's request (no CMS session) for a path. */
function visit(pathname: string, hasCmsSession = false): RouteInput {
  return {
    pathname,
    search: new URLSearchParams(),
    host: 'site.test',
    variantMarker: 'alt.',
    localeCookie: undefined,
    acceptLanguage: 'zh-CN',
    secFetchSite: null,
    referer: null,
    hasCmsSession,
    now: new Date('2026-06-01T00:00:00Z'),
  }
}

const notFound = '/main/zh/-/not-found'

describe('the routes of every content type', () => {
  it('routes each kind’s item pages through the lookup, and only its own paths', () => {
    for (const type of itemTypes) {
      expect(routeOf(visit(type.href(12)))).toMatchObject({
        kind: 'item',
        item: type.kind,
        id: 12,
      })
      for (const other of itemTypes.filter((each) => each !== type)) {
        expect(other.segmentOf(type.href(12))).toBeUndefined()
      }
      // A segment that is not an id is the 404 page, before any lookup.
      expect(routeOf(visit(type.href(12).replace('12', 'x1')))).toMatchObject({
        kind: 'rewrite',
        route: notFound,
      })
    }
  })

  it('sends an item that cannot be read now to its type’s unavailable route, hidden otherwise', () => {
    for (const type of itemTypes) {
      const item: ItemRoute = {
        kind: 'item',
        item: type.kind,
        id: 1,
        locale: 'zh',
        variant: 'main',
        route: '/main/zh/x',
      }
      expect(itemRoute(item, 'unavailable')).toMatchObject({
        route: `/main/zh${type.unavailable}`,
        status: 503,
      })
      expect(Boolean(itemRoute(item, 'other-language').otherLanguage)).toBe(type.linksOtherLanguage)
      // Asked for directly, the unavailable route is the 404 page.
      expect(routeOf(visit(type.unavailable))).toMatchObject({ route: notFound })
    }
    expect(itemPagesOf('article').linksOtherLanguage).toBe(true)
  })

  it('keeps every type’s previews from visitors, not from editors', () => {
    for (const type of Object.values(contentTypes)) {
      if (!('preview' in type)) continue
      expect(isPreviewPath(`${type.preview}/3`)).toBe(true)
      // The server lets the admin frame it (live preview), in both languages.
      expect(isPreviewPagePath(`${type.preview}/3`)).toBe(true)
      expect(isPreviewPagePath(`/en${type.preview}/3`)).toBe(true)
      expect(routeOf(visit(`${type.preview}/3`))).toMatchObject({ route: notFound })
      expect(routeOf(visit(`${type.preview}/3`, true))).toMatchObject({
        route: `/main/zh${appPathOf(`${type.preview}/3`)}`,
      })
    }
    expect(isPreviewPath('/news')).toBe(false)
    for (const path of [
      '/news',
      '/news/detail/3',
      '/en/faq',
      '/',
      '/preview/3',
      '/news/preview/x',
    ]) {
      expect(isPreviewPagePath(path), path).toBe(false)
    }
  })

  it('takes every public path of a type to its app route and back', () => {
    const paths = [
      ...itemTypes.map((type) => type.href(12)),
      ...Object.values(contentTypes).flatMap((type) =>
        'preview' in type ? [`${type.preview}/3`] : [],
      ),
      ...Object.values(contentTypes).flatMap((type) => ('nav' in type ? [type.nav.list] : [])),
    ]
    for (const path of paths) {
      const route = routeOf(visit(path, true))
      expect(route.kind, path).not.toBe('redirect')
      if (route.kind === 'redirect') continue
      expect(publicPath(route.route), path).toBe(path)
      expect(publicPath(`/main/en${appPathOf(path)}`), path).toBe(`/en${path}`)
    }
  })
})
