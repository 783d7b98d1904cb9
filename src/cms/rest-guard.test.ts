import { describe, expect, it } from 'vitest'
import {
  boundedForAnonymous,
  Gate,
  readLimited,
  restRefusal,
  withDefaultLocale,
  type RestSchema,
} from './rest-guard'

const schema: RestSchema = {
  news: {
    fields: {
      id: 'id',
      title: 'other',
      body: 'unqueryable',
      publishedAt: 'date',
      cover: 'reference',
    },
    routes: ['count', 'versions'],
  },
  users: { fields: { id: 'id', email: 'other' }, routes: ['login', 'me'] },
  'payload-preferences': { fields: { id: 'id', key: 'other' }, routes: [], keyed: true },
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
    ]) {
      expect(refusal(path), path).toMatchObject({ status: 404 })
      expect(refusal(path, 'POST'), path).toMatchObject({ status: 404 })
    }
    for (const path of [
      '/api/news/12',
      '/api/news/count',
      '/api/users/me',
      '/api/users/login',
      '/api/news',
      '/api/other/abc',
      '/api/globals/company',
    ]) {
      expect(refusal(path), path).toBeNull()
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

describe('Gate', () => {
  it('lets `size` in at once, queues `queue` more in order, and refuses the rest', async () => {
    const gate = new Gate(2, 2)
    const first = await gate.enter()
    const second = await gate.enter()
    const order: number[] = []
    const third = gate.enter().then((release) => (order.push(3), release))
    const fourth = gate.enter().then((release) => (order.push(4), release))
    expect(await gate.enter()).toBeNull()
    first?.()
    first?.() // twice is once
    const releaseThird = await third
    expect(order).toEqual([3])
    second?.()
    const releaseFourth = await fourth
    expect(order).toEqual([3, 4])
    releaseThird?.()
    releaseFourth?.()
    // All released: two at once again.
    expect(await gate.enter()).not.toBeNull()
    expect(await gate.enter()).not.toBeNull()
  })
})

describe('boundedForAnonymous', () => {
  const bounded = (query: string) =>
    Object.fromEntries(boundedForAnonymous(new URL(`http://site/api/news?${query}`)).searchParams)

  it('reads at most one level deep and 100 documents', () => {
    expect(bounded('depth=3&limit=1000')).toEqual({ depth: '1', limit: '100' })
    expect(bounded('limit=0')).toEqual({ limit: '100' })
    expect(bounded('pagination=false')).toEqual({})
    expect(bounded('depth=abc')).toEqual({ depth: '1' })
    expect(bounded('depth=0&limit=20')).toEqual({ depth: '0', limit: '20' })
  })
})
