import type { Locator } from '@playwright/test'
import jsQR from 'jsqr'
import sharp from 'sharp'
import { expect } from './fixtures'

/**
 * Checks a QR code image of the page: it is shown (its file loaded), and
 * its file, read as a scanner would, gives `text`.
 */
export async function expectQrCode(image: Locator, text: string) {
  await image.scrollIntoViewIfNeeded()
  await expect(image).toBeVisible()
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0)
  const src = await image.getAttribute('src')
  const file = await image.page().request.get(src ?? '')
  expect(file.status(), src ?? '').toBe(200)
  expect(file.headers()['content-type']).toBe('image/svg+xml')
  expect(file.headers()['cache-control']).toContain('immutable')
  const { data, info } = await sharp(await file.body(), { density: 300 })
    .resize(400, 400)
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
  expect(jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data, src ?? '').toBe(text)
}
