import jsQR from 'jsqr'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { qrSvg } from './qr'

describe('qrSvg', () => {
  it('draws a code that a scanner reads back as the URL', async () => {
    const url = 'https://www.example.com/tianyan/official-account'
    const svg = await qrSvg(url)
    expect(svg.startsWith('<svg')).toBe(true)
    const { data, info } = await sharp(Buffer.from(svg), { density: 300 })
      .resize(400, 400)
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true })
    const decoded = jsQR(new Uint8ClampedArray(data), info.width, info.height)
    expect(decoded?.data).toBe(url)
  })
})
