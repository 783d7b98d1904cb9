import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { JsonLd } from './json-ld'

describe('JsonLd', () => {
  it('cannot be closed by text from content', () => {
    const html = renderToStaticMarkup(
      <JsonLd data={{ '@type': 'NewsArticle', headline: '</script><script>alert(1)</script>' }} />,
    )
    expect(html).not.toContain('</script><script>')
    const json = html.replace(/^<script[^>]*>/, '').replace(/<\/script>$/, '')
    expect(JSON.parse(json)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'NewsArticle',
      headline: '</script><script>alert(1)</script>',
    })
  })
})
