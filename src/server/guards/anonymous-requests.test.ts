import { describe, expect, it } from 'vitest'
import { ANONYMOUS_MAX_BODY, anonymousRefusal, hasBody } from './anonymous-requests'

const headersOf = (values: Record<string, string> = {}) => ({
  get: (name: string) => values[name.toLowerCase()] ?? null,
})
const ask = (
  method: string,
  path: string,
  headers: Record<string, string> = {},
  credentials = false,
) => anonymousRefusal({ method, path, headers: headersOf(headers), credentials })

describe('anonymousRefusal', () => {
  it('lets anonymous browsers read uploaded files, the health routes and who is signed in', () => {
    for (const path of [
      '/api/media/file/cover-1.webp',
      '/api/media/file/%E5%9B%BE.png',
      '/api/health/live',
      '/api/health/ready',
      '/api/users/me',
    ]) {
      expect(ask('GET', path), path).toBeNull()
      expect(ask('HEAD', path), path).toBeNull()
    }
  })

  it('refuses every other anonymous API request, whatever the method or override', () => {
    for (const path of [
      '/api',
      '/api/news',
      '/api/news/1',
      '/api/news/count',
      '/api/news/access',
      '/api/news/paginated',
      '/api/news/versions',
      '/api/globals/site',
      '/api/access',
      '/api/payload-migrations',
      '/api/payload-preferences/locale',
      '/api/media',
      '/api/media/1',
      '/api/media/file',
      '/api/media/file/a/b',
      '/api/users',
      '/api/users/unlock',
      '/api/users/first-register',
      '/api/users/init',
      '/api/graphql',
    ]) {
      for (const method of ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']) {
        expect(ask(method, path), `${method} ${path}`).toMatchObject({ status: 401 })
      }
    }
    const override = { 'x-payload-http-method-override': 'GET' }
    expect(ask('POST', '/api/news', override)).toMatchObject({ status: 401 })
    expect(ask('POST', '/api/users/login', override)).toMatchObject({ status: 401 })
    expect(ask('POST', '/api/users/login', { 'x-http-method-override': 'GET' })).toMatchObject({
      status: 401,
    })
  })

  it('lets the sign-in screens post small bodies, refusing big ones from their headers', () => {
    for (const route of ['login', 'logout', 'refresh-token', 'forgot-password', 'reset-password']) {
      expect(ask('POST', `/api/users/${route}`, { 'content-length': '120' }), route).toBeNull()
    }
    expect(ask('GET', '/api/users/login')).toMatchObject({ status: 401 })
    expect(
      ask('POST', '/api/users/login', { 'content-length': String(ANONYMOUS_MAX_BODY + 1) }),
    ).toMatchObject({ status: 413 })
    expect(ask('POST', '/api/users/login', { 'content-length': 'x' })).toMatchObject({
      status: 413,
    })
    // Streamed: the route counts it as it arrives.
    expect(ask('POST', '/api/users/login', { 'transfer-encoding': 'chunked' })).toBeNull()
  })

  it('leaves editors’ requests to the CMS, which checks their credentials', () => {
    expect(ask('POST', '/api/media', { 'content-length': '47185920' }, true)).toBeNull()
    expect(ask('GET', '/api/news?limit=1000', {}, true)).toBeNull()
  })

  it('refuses a body sent to a page, by anyone', () => {
    for (const path of ['/', '/news', '/en/news/1', '/profile']) {
      for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
        expect(ask(method, path), `${method} ${path}`).toMatchObject({
          status: 405,
          allow: 'GET, HEAD',
        })
        expect(ask(method, path, {}, true), `${method} ${path}`).toMatchObject({ status: 405 })
      }
      expect(ask('GET', path)).toBeNull()
    }
    // The admin posts its own actions.
    expect(ask('POST', '/admin/collections/news/1')).toBeNull()
  })

  it('tells a request with a body from its headers', () => {
    expect(hasBody(headersOf({ 'content-length': '10' }))).toBe(true)
    expect(hasBody(headersOf({ 'transfer-encoding': 'chunked' }))).toBe(true)
    expect(hasBody(headersOf({ 'content-length': '0' }))).toBe(false)
    expect(hasBody(headersOf())).toBe(false)
  })
})
