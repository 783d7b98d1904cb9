import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { difference } from '../../../tests/fixtures/pictures'
import { coverSvg } from './covers'
import { launchArticles } from '@/content-types/news/cms/launch'

describe('the launch articles’ covers', () => {
  it('no two look alike, even of one subject in one colour', async () => {
    const drawn = await Promise.all(
      launchArticles.map(({ key, cover }) =>
        sharp(Buffer.from(coverSvg(cover.motif, cover.hue, `cover:${key}`)))
          .resize(160, 90)
          .raw()
          .toBuffer(),
      ),
    )
    const alike: string[] = []
    for (let a = 0; a < drawn.length; a++)
      for (let b = a + 1; b < drawn.length; b++) {
        // Two covers of one motif and hue drawn alike differ by 0; the
        // closest two launch covers (a spark and a book in amber) by 2.4.
        if (difference(drawn[a]!, drawn[b]!) < 1.5) {
          alike.push(`${launchArticles[a]!.key} ~ ${launchArticles[b]!.key}`)
        }
      }
    expect(alike).toEqual([])
  })
})
