import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { RichText } from './rich-text'

const origin = 'https://www.tianyan-ai.example.com'

const text = (value: string) => ({
  type: 'text',
  text: value,
  format: 0,
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

function document(blocks: unknown[]): SerializedEditorState {
  return { root: element('root', blocks) } as unknown as SerializedEditorState
}

const withNodes = (children: unknown[]) => document([element('paragraph', children)])

const linkNode = (fields: Record<string, unknown>, label: string) => ({
  type: 'link',
  version: 3,
  direction: 'ltr',
  format: '',
  indent: 0,
  fields,
  children: [text(label)],
})

const render = (data: SerializedEditorState, locale: 'zh' | 'en' = 'en') =>
  renderToStaticMarkup(
    <RichText data={data} locale={locale} siteOrigin={origin} newTabLabel="(opens in a new tab)" />,
  )

describe('RichText', () => {
  it('renders headings, lists and quotes, with text escaped', () => {
    const html = render(
      document([
        element('heading', [text('Why it matters')], { tag: 'h2' }),
        element('paragraph', [text('<script>alert(1)</script> & <img src=x onerror=alert(1)>')]),
        element(
          'list',
          ['One', 'Two'].map((item, i) => element('listitem', [text(item)], { value: i + 1 })),
          { listType: 'bullet', tag: 'ul', start: 1 },
        ),
        element('quote', [text('Said well.')]),
      ]),
    )
    expect(html).toContain('<h2>Why it matters</h2>')
    expect(html).toContain('<li')
    expect(html).toContain('<blockquote>Said well.</blockquote>')
    expect(html).not.toContain('<script>')
    expect(html).not.toContain('<img')
    expect(html).toContain('&lt;script&gt;')
  })

  it('gives external links rel="noopener noreferrer" and a new-tab hint', () => {
    const html = render(
      withNodes([
        linkNode({ linkType: 'custom', url: 'https://partner.example.org/a' }, 'Partner'),
      ]),
    )
    expect(html).toContain(
      '<a href="https://partner.example.org/a" target="_blank" rel="noopener noreferrer">Partner<span class="sr-only"> (opens in a new tab)</span></a>',
    )
  })

  it('keeps links to the site on the site and points internal links at the article', () => {
    const html = render(
      withNodes([
        linkNode({ linkType: 'custom', url: `${origin}/en/faq` }, 'FAQ'),
        linkNode(
          { linkType: 'internal', doc: { relationTo: 'news', value: { id: 7 } } },
          'Earlier',
        ),
      ]),
    )
    expect(html).toContain('<a href="/en/faq">FAQ</a>')
    expect(html).toContain('<a href="/en/news/detail/7">Earlier</a>')
    const zh = render(
      withNodes([
        linkNode({ linkType: 'internal', doc: { relationTo: 'news', value: 7 } }, '上一篇'),
      ]),
      'zh',
    )
    expect(zh).toContain('<a href="/news/detail/7">上一篇</a>')
  })

  it('renders dangerous link targets as plain text', () => {
    const html = render(
      withNodes([
        linkNode({ linkType: 'custom', url: 'javascript:alert(1)' }, 'Click'),
        linkNode({ linkType: 'custom', url: '//evil.example' }, 'Away'),
      ]),
    )
    expect(html).not.toContain('<a')
    expect(html).toContain('<span>Click</span>')
    expect(html).not.toContain('javascript:')
  })

  it('renders images with alt text, dimensions and a srcset', () => {
    const html = render(
      withNodes([
        {
          type: 'upload',
          version: 3,
          format: '',
          relationTo: 'media',
          fields: {},
          value: {
            url: '/api/media/file/a.webp',
            alt: 'A chart',
            width: 1600,
            height: 900,
            mimeType: 'image/webp',
            sizes: { card: { url: '/api/media/file/a-960.webp', width: 960 } },
          },
        },
      ]),
    )
    expect(html).toContain('alt="A chart"')
    expect(html).toContain('width="1600"')
    expect(html).toContain('height="900"')
    expect(html).toContain('srcSet="/api/media/file/a-960.webp 960w"')
    expect(html).toContain('loading="lazy"')
  })

  it('renders videos with controls and their description as the name', () => {
    const html = render(
      withNodes([
        {
          type: 'upload',
          version: 3,
          format: '',
          relationTo: 'media',
          fields: {},
          value: { url: '/api/media/file/clip.mp4', alt: 'A demo', mimeType: 'video/mp4' },
        },
      ]),
    )
    expect(html).toContain('<video src="/api/media/file/clip.mp4" controls=""')
    expect(html).toContain('aria-label="A demo"')
    expect(html).toContain('preload="metadata"')
  })
})
