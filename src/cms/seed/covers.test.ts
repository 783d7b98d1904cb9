import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { difference } from '../../../tests/fixtures/pictures'
import { coverLayouts, coverLayoutsFor, coverSvg } from './covers'
import { launchArticles } from '@/content-types/news/cms/launch'

const layouts = coverLayoutsFor(launchArticles.map(({ cover }) => cover))
const drawnAt = (index: number) => {
  const { key, cover } = launchArticles[index]!
  return sharp(Buffer.from(coverSvg(cover.motif, cover.hue, `cover:${key}`, layouts[index])))
}

/** A picture's shapes without its colour: grey, 32 × 18, brightness and contrast evened out. */
async function shapesOf(index: number): Promise<number[]> {
  const grey = [...(await drawnAt(index).resize(32, 18).grayscale().raw().toBuffer())]
  const mean = grey.reduce((sum, value) => sum + value, 0) / grey.length
  const spread = Math.sqrt(grey.reduce((sum, value) => sum + (value - mean) ** 2, 0) / grey.length)
  return grey.map((value) => (value - mean) / (spread || 1))
}

describe('the launch articles’ covers', () => {
  it('no two look alike, even of one subject in one colour', async () => {
    const drawn = await Promise.all(
      launchArticles.map((_, index) => drawnAt(index).resize(160, 90).raw().toBuffer()),
    )
    const alike: string[] = []
    for (let a = 0; a < drawn.length; a++)
      for (let b = a + 1; b < drawn.length; b++) {
        // Two covers of one motif and hue drawn alike differ by 0.
        if (difference(drawn[a]!, drawn[b]!) < 1.5) {
          alike.push(`${launchArticles[a]!.key} ~ ${launchArticles[b]!.key}`)
        }
      }
    expect(alike).toEqual([])
  })

  it('covers of one subject differ in composition, not only in colour', async () => {
    const shapes = await Promise.all(launchArticles.map((_, index) => shapesOf(index)))
    const alike: string[] = []
    for (let a = 0; a < shapes.length; a++)
      for (let b = a + 1; b < shapes.length; b++) {
        if (launchArticles[a]!.cover.motif !== launchArticles[b]!.cover.motif) continue
        const apart =
          shapes[a]!.reduce((sum, value, at) => sum + Math.abs(value - shapes[b]![at]!), 0) /
          shapes[a]!.length
        // One motif placed alike over another seed's pattern: 0.13 apart; in
        // another layout, 0.37 or more.
        if (apart < 0.3) alike.push(`${launchArticles[a]!.key} ~ ${launchArticles[b]!.key}`)
      }
    expect(alike).toEqual([])
  })

  it('neighbours in the list (a row of cards) are composed differently', () => {
    expect(new Set(layouts)).toEqual(new Set(coverLayouts))
    for (let index = 2; index < layouts.length; index++) {
      expect(new Set(layouts.slice(index - 2, index + 1)).size).toBe(3)
    }
  })
})
