import { describe, expect, it } from 'vitest'
import { readLimited, restRefusal, withDefaultLocale, type RestSchema } from './rest-guard'

const schema: RestSchema = {
  news: {
    fields: {
      id: 'id',
      title: 'other',
      body: 'unqueryable',
      publishedAt: 'date',
      cover: 'reference',
    },
    routes: ['count', 'versions', 'access'],
  },
  users: { fields: { id: 'id', email: 'other' }, routes: ['login', 'me'] },
  'payload-preferences': { fields: { id: 'id', key: 'other' }, routes: [], keyed: true },
  'payload-migrations': { fields: { id: 'id' }, routes: [] },
  media: { fields: { id: 'id' }, routes: ['count', 'file'] },
}
const refusal = (path: string, method = 'GET') =>
  restRefusal(method, new URL(`http://site${path}`), schema)

describe('restRefusal', () => {
  it('answers 404 for a path id that is not a number, or an operation the collection lacks', () => {
    for (const path of [
      '/api/news/abc',
      '/api/news/1e3',
      '/api/news/99999999999999999999',
      '/api/users/verify/abc',
      // Uploads' files are named; versions only where the collection keeps them.
      '/api/media/file',
      '/api/media/file/',
      '/api/media/versions',
    ]) {
      expect(refusal(path), path).toMatchObject({ status: 404 })
      expect(refusal(path, 'POST'), path).toMatchObject({ status: 404 })
    }
    for (const path of [
      '/api/news/12',
      '/api/news/count',
      '/api/users/me',
      '/api/news',
      '/api/other/abc',
      '/api/globals/company',
    ]) {
      expect(refusal(path), path).toBeNull()
    }
  })

  it('answers 404 for a named route asked with a method it does not take, and for the migrations', () => {
    // Payload took `/api/news/access` (a GET) for the document with the id "access": a 500.
    for (const [method, path] of [
      ['GET', '/api/news/access'],
      ['GET', '/api/news/paginated'],
      ['DELETE', '/api/news/count'],
      ['PATCH', '/api/news/versions'],
      ['GET', '/api/users/login'],
      ['GET', '/api/payload-migrations'],
      ['GET', '/api/payload-migrations/1'],
    ] as const) {
      expect(refusal(path, method), `${method} ${path}`).toMatchObject({ status: 404 })
    }
    for (const [method, path] of [
      ['POST', '/api/news/access'],
      ['POST', '/api/news/access/1'],
      ['GET', '/api/news/count'],
      ['GET', '/api/news/versions'],
      ['POST', '/api/users/login'],
      ['GET', '/api/users/me'],
    ] as const) {
      expect(refusal(path, method), `${method} ${path}`).toBeNull()
    }
  })

  it('lets the admin read and write its preferences by key', () => {
    // Refused, the admin fell back to the default content language while the
    // server rendered the editor's last one: English text saved as Chinese.
    for (const method of ['GET', 'POST', 'DELETE']) {
      expect(refusal('/api/payload-preferences/locale', method)).toBeNull()
      expect(refusal('/api/payload-preferences/collection-news', method)).toBeNull()
    }
  })

  it('answers 400 for a page or page size that is not a whole number within range', () => {
    expect(refusal('/api/news?page=99999999999999999999')).toMatchObject({ status: 400 })
    expect(refusal('/api/news?limit=99999999999999999999')).toMatchObject({ status: 400 })
    expect(refusal('/api/news?limit=10001')).toMatchObject({ status: 400 })
    for (const query of ['page=1e309', 'page=abc', 'limit=-5', 'limit=1.5']) {
      expect(refusal(`/api/news?${query}`), query).toMatchObject({ status: 400 })
    }
    for (const query of ['page=2', 'limit=100', 'limit=0', 'page=']) {
      expect(refusal(`/api/news?${query}`), query).toBeNull()
    }
  })

  it('answers 400 for filters and sorts on rich text, and filter values of the wrong type', () => {
    for (const query of [
      'sort=body',
      'sort=title,-body',
      'where[body][equals]=x',
      'where[or][0][body][like]=x',
      'where[id][in]=a,b',
      'where[id][equals]=abc',
      'where[publishedAt][greater_than]=abc',
      'where[cover][equals]=x',
    ]) {
      expect(refusal(`/api/news?${query}`), query).toMatchObject({ status: 400 })
    }
    for (const query of [
      'sort=-publishedAt',
      'sort=title',
      'where[title][like]=x',
      'where[id][in]=1,2',
      'where[publishedAt][greater_than]=2025-01-01',
      'where[publishedAt][exists]=true',
      'where[cover.filename][equals]=x',
      'where[nope][equals]=x',
    ]) {
      expect(refusal(`/api/news?${query}`), query).toBeNull()
    }
  })

  it('answers 400 for nested values, operators a field cannot take, and repeated parameters', () => {
    for (const query of [
      'where[id][equals][0]=1',
      'where[title][like][a]=x',
      'where[title][near]=1,2',
      'where[title][within]=x',
      'where[title][intersects]=x',
      'where[title][all]=a,b',
      'where[title][nonsense]=x',
      'where[title]=x',
      'where=x',
      'limit=1&limit=2',
      'page=1&page=1',
      'sort=title&sort=-title',
      'depth=1&depth=2',
      'locale=zh&locale=en',
      'depth=x',
      'depth=1e3',
    ]) {
      expect(refusal(`/api/news?${query}`), query).toMatchObject({ status: 400 })
    }
    for (const query of [
      'where[id][in][0]=1&where[id][in][1]=2',
      'where[and][0][title][like]=x',
      'where[or][0][and][0][publishedAt][exists]=false',
      'depth=0',
      'depth=2',
    ]) {
      expect(refusal(`/api/news?${query}`), query).toBeNull()
    }
  })
})

describe('withDefaultLocale', () => {
  it('reads in the default language when a read names none', () => {
    const url = new URL('http://site/api/news?sort=title')
    expect(withDefaultLocale('GET', url).searchParams.get('locale')).toBe('zh')
    const en = new URL('http://site/api/news?locale=en')
    expect(withDefaultLocale('GET', en)).toBe(en)
    expect(withDefaultLocale('PATCH', url)).toBe(url)
  })
})

describe('readLimited', () => {
  const stream = (sizes: number[]) =>
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (const size of sizes) controller.enqueue(new Uint8Array(size).fill(97))
        controller.close()
      },
    })

  it('reads a body up to the limit, and stops counting past it', async () => {
    expect((await readLimited(stream([400, 600]), 1000))?.byteLength).toBe(1000)
    expect(await readLimited(stream([400, 600, 1]), 1000)).toBeNull()
  })
})
