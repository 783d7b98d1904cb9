import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { difference } from '../../tests/fixtures/pictures'
import { artSvg } from './generated-art'

const size = { width: 160, height: 90 }
const pixels = async (svg: string) => sharp(Buffer.from(svg)).raw().toBuffer()

describe('generated art', () => {
  it('draws the same picture for the same seed', () => {
    expect(artSvg({ seed: 'article-1', hue: 172, ...size })).toBe(
      artSvg({ seed: 'article-1', hue: 172, ...size }),
    )
  })

  it('draws visibly different pictures for the articles of one category', async () => {
    const drawn = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        pixels(artSvg({ seed: `article-${index + 1}`, hue: 172, ...size })),
      ),
    )
    for (let a = 0; a < drawn.length; a++)
      for (let b = a + 1; b < drawn.length; b++) {
        expect(difference(drawn[a]!, drawn[b]!), `articles ${a + 1} and ${b + 1}`).toBeGreaterThan(
          2,
        )
      }
  })

  it('is a picture only: no text, no script, no outside reference', () => {
    const svg = artSvg({ seed: 'page-home', hue: 230, width: 1600, height: 900 })
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="1600" height="900"/)
    expect(svg).not.toMatch(/<text|<script|href=|url\((?!#)/)
  })
})
