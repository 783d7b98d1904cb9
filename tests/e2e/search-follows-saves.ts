import type { APIRequestContext } from '@playwright/test'
import { adminAuth, createArticle } from './content-api'
import { expect } from './fixtures'

/** A word no text of the site has: ten random letters. */
const newWord = () =>
  Array.from({ length: 10 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join(
    '',
  )

/**
 * `rounds` times, an article is published, taken off, published again,
 * renamed and deleted through `request`'s site, and after each save the very
 * next search there must show it: no waiting, no retry. The index is written
 * after the commit and the kept searches dropped after that; both belong to
 * the save, not to whenever they happen to end.
 */
export async function searchFollowsSaves(request: APIRequestContext, rounds: number) {
  const finds = async (word: string) => {
    const response = await request.get(`/search?q=${word}`)
    expect(response.status()).toBe(200)
    return (await response.text()).includes(`${word}</mark>`)
  }
  const headers = await adminAuth(request)
  const save = async (id: number, data: Record<string, unknown>) => {
    const response = await request.patch(`/api/news/${id}`, {
      headers,
      params: { locale: 'zh', depth: '0' },
      data,
    })
    expect(response.status()).toBe(200)
  }
  for (let round = 1; round <= rounds; round++) {
    const word = newWord()
    const article = await createArticle(request, {
      zh: { title: `检索即时 ${word} 第${round}轮`, summary: '检索跟随保存。', body: '正文。' },
      publishedAt: '2016-03-01T08:00:00.000Z',
    })
    try {
      expect(await finds(word), `round ${round}: published`).toBe(true)
      await save(article.id, { _status: 'draft' })
      expect(await finds(word), `round ${round}: taken off the site`).toBe(false)
      await save(article.id, { _status: 'published' })
      expect(await finds(word), `round ${round}: published again`).toBe(true)
      const renamed = newWord()
      await save(article.id, { title: `检索即时 ${renamed} 第${round}轮` })
      expect(await finds(word), `round ${round}: the old title`).toBe(false)
      expect(await finds(renamed), `round ${round}: the new title`).toBe(true)
      await article.remove()
      expect(await finds(renamed), `round ${round}: deleted`).toBe(false)
    } finally {
      await article.remove()
    }
  }
}
