import { describe, expect, it } from 'vitest'
import { refusalOf } from './request-guard'

describe('refusalOf', () => {
  it('refuses methods the site does not use, naming the ones it does', () => {
    for (const method of ['TRACE', 'TRACK', 'PROPFIND', 'CONNECT', 'FOO']) {
      expect(refusalOf(method, '/'), method).toMatchObject({
        status: 405,
        allow: 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
      })
    }
    for (const method of ['GET', 'HEAD', 'POST', 'PATCH', 'DELETE', 'OPTIONS']) {
      expect(refusalOf(method, '/api/news'), method).toBeNull()
    }
  })

  it('lets static files be read only', () => {
    for (const path of [
      '/assets/brand/icon.svg',
      '/_next/static/chunks/a.js',
      '/favicon.ico',
      '/robots.txt',
      '/builds/latest.json',
      '/qr/0123456789abcdefghijkl.svg',
    ]) {
      expect(refusalOf('POST', path), path).toMatchObject({ status: 405, allow: 'GET, HEAD' })
      expect(refusalOf('DELETE', path), path).toMatchObject({ status: 405 })
      expect(refusalOf('GET', path), path).toBeNull()
      expect(refusalOf('HEAD', path), path).toBeNull()
    }
    expect(refusalOf('POST', '/api/users/login')).toBeNull()
    expect(refusalOf('POST', '/assets-like-page')).toBeNull()
  })

  it('refuses invalid percent-encoding outside the pages, which answer it with their 404', () => {
    for (const path of [
      '/api/%ff',
      '/admin/%ff',
      '/api/news/%e2%28%a1',
      '/_next/%c0',
      '/internal/%ff',
      '/qr/%ff.svg',
    ]) {
      expect(refusalOf('GET', path), path).toMatchObject({ status: 400 })
    }
    expect(refusalOf('GET', '/%ff')).toBeNull()
    expect(refusalOf('GET', '/news/%ff%fe')).toBeNull()
    expect(refusalOf('GET', '/api/news/%E6%96%B0')).toBeNull()
  })

  it('answers the unused image optimiser of Next.js with 404 before it runs', () => {
    for (const path of ['/_next/image', '/_next/image/']) {
      expect(refusalOf('GET', path), path).toMatchObject({ status: 404 })
    }
    expect(refusalOf('GET', '/_next/static/chunks/a.js')).toBeNull()
    expect(refusalOf('GET', '/_next/images')).toBeNull()
  })

  it('answers a path under a folder of single files (cards, QR codes) with 404 before the framework', () => {
    // Names made up with a slash (a flood's ids) would otherwise render the 404 page.
    for (const path of ['/cards/zh.article-lF84/0.png', '/cards/a/b', '/qr/a/b.svg', '/cards//']) {
      expect(refusalOf('GET', path), path).toMatchObject({ status: 404 })
    }
    for (const path of ['/cards/zh.page-home.abcdefghijklmnop.png', '/qr/abc.svg']) {
      expect(refusalOf('GET', path), path).toBeNull()
    }
    // Nor can any card have a name other than its own form.
    for (const path of ['/cards/x', '/cards/zh.article-0.abcdefghijklmnop.png', '/cards/']) {
      expect(refusalOf('GET', path), path).toMatchObject({ status: 404 })
    }
  })

  it('answers a drawn cover only under a name one can have', () => {
    expect(refusalOf('GET', '/covers/article-12.industry.1.svg')).toBeNull()
    for (const path of [
      '/covers/article-12.industry.1.svg/x',
      '/covers/article-12.sports.1.svg',
      '/covers/article-0.industry.1.svg',
      '/covers/article-12.industry.9.svg',
      '/covers/',
    ]) {
      expect(refusalOf('GET', path), path).toMatchObject({ status: 404 })
    }
    expect(refusalOf('POST', '/covers/article-12.industry.1.svg')).toMatchObject({ status: 405 })
  })
})
