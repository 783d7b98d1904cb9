import { describe, expect, it } from 'vitest'
import { cardDigest, cardHref, parseCardFile } from './model'

describe('share card addresses', () => {
  it('name the language, the subject and a digest of what is shown, and are read back', () => {
    const digest = cardDigest({ title: '郑州智算中心' })
    expect(digest).toMatch(/^[\w-]{16}$/)
    expect(cardDigest({ title: '郑州智算中心 ' })).not.toBe(digest)
    for (const subject of [
      { kind: 'article', id: 12 },
      { kind: 'job', id: 3 },
      { kind: 'page', page: 'not-found' },
    ] as const) {
      const href = cardHref('en', subject, digest)
      expect(href).toMatch(/^\/cards\/en\.[a-z-]+(-\d+)?\.[\w-]{16}\.png$/)
      expect(parseCardFile(href.slice('/cards/'.length))).toEqual({
        locale: 'en',
        subject,
        digest,
      })
    }
  })

  it('read no card from any other name', () => {
    const digest = cardDigest('x')
    for (const name of [
      `fr.page-home.${digest}.png`,
      `zh.page-admin.${digest}.png`,
      `zh.article-0.${digest}.png`,
      `zh.article-012.${digest}.png`,
      `zh.article-99999999999.${digest}.png`,
      `zh.video-1.${digest}.png`,
      `zh.article-1.${digest}.jpg`,
      `zh.article-1.short.png`,
      `zh.article-1.${digest}.png/..`,
      '',
    ])
      expect(parseCardFile(name), name).toBeNull()
  })
})
