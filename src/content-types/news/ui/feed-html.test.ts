import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { describe, expect, it } from 'vitest'
import { feedHtml } from './feed-html'

const origin = 'https://www.tianyan-ai.example.com'

const text = (value: string, format = 0) => ({
  type: 'text',
  text: value,
  format,
  detail: 0,
  mode: 'normal',
  style: '',
  version: 1,
})

const element = (type: string, children: unknown[], extra: Record<string, unknown> = {}) => ({
  type,
  children,
  direction: 'ltr',
  format: '',
  indent: 0,
  version: 1,
  ...extra,
})

const link = (fields: Record<string, unknown>, label: string) =>
  element('link', [text(label)], { version: 3, fields })

const upload = (value: Record<string, unknown>) => ({
  type: 'upload',
  version: 3,
  format: '',
  relationTo: 'media',
  value,
  fields: null,
})

const body = {
  root: element('root', [
    element('heading', [text('A <heading> & more')], { tag: 'h2' }),
    element('paragraph', [
      text('bold', 1),
      link({ linkType: 'internal', doc: { relationTo: 'news', value: { id: 7 } } }, 'an article'),
      link({ linkType: 'custom', url: 'https://partner.example.org/x?a=1&b=2' }, 'a partner'),
      link({ linkType: 'custom', url: 'javascript:alert(1)' }, 'a trap'),
    ]),
    upload({
      url: '/media/cover.png',
      alt: 'A "blue" cover',
      mimeType: 'image/png',
      width: 800,
      height: 450,
    }),
    upload({
      url: '/media/clip.mp4',
      alt: 'A clip',
      mimeType: 'video/mp4',
      width: 640,
      height: 360,
    }),
  ]),
} as unknown as SerializedEditorState

describe('feedHtml', () => {
  it('gives feed readers the article as the page shows it, with absolute addresses', () => {
    const html = feedHtml(body, 'en', origin)
    expect(html).toContain('<h2>A &lt;heading&gt; &amp; more</h2>')
    expect(html).toContain('<strong>bold</strong>')
    expect(html).toContain(`<a href="${origin}/en/news/detail/7">an article</a>`)
    expect(html).toContain('<a href="https://partner.example.org/x?a=1&amp;b=2">a partner</a>')
    // A refused target keeps its text, without a link.
    expect(html).toContain('a trap')
    expect(html).not.toContain('javascript:')
    expect(html).toContain(
      `<img src="${origin}/media/cover.png" alt="A &quot;blue&quot; cover" width="800" height="450">`,
    )
    expect(html).toContain(
      `<video controls src="${origin}/media/clip.mp4" width="640" height="360" aria-label="A clip"></video>`,
    )
  })

  it('links internal articles in the feed’s language', () => {
    expect(feedHtml(body, 'zh', origin)).toContain(
      `<a href="${origin}/news/detail/7">an article</a>`,
    )
  })
})
