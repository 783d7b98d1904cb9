import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { threadId } from 'node:worker_threads'
import { build } from 'esbuild'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CardDrawer } from './drawer'
import { CARD_HEIGHT, CARD_WIDTH } from './draw'
import { buildCardWorker } from '../../../scripts/card-worker-build'

const content = {
  lang: 'zh',
  brand: '天衍智能',
  eyebrow: '公司新闻',
  title: '郑州智算中心正式投入运营',
  detail: '2026年3月18日',
  footer: 'tianyan.example',
  art: { seed: 'article:1', hue: 225 },
}

describe('CardDrawer', () => {
  // Inside the project, so that its packages resolve as they do beside the build.
  const cache = path.join(process.cwd(), 'node_modules', '.cache')
  mkdirSync(cache, { recursive: true })
  const dir = mkdtempSync(path.join(cache, 'card-worker-'))
  const file = path.join(dir, 'card-worker.mjs')
  let drawer: CardDrawer
  beforeAll(async () => {
    // The drawing thread's code, built as the production build builds it.
    await buildCardWorker(build, file)
    drawer = new CardDrawer(file)
  }, 60_000)
  afterAll(async () => {
    await drawer.close()
    rmSync(dir, { recursive: true, force: true })
  })

  it('draws a card on a thread other than the pages’ own', async () => {
    const { png, threadId: drawnOn } = await drawer.draw(content)
    expect(drawnOn).not.toBe(threadId)
    const { width, height, format } = await sharp(png).metadata()
    expect({ width, height, format }).toEqual({
      width: CARD_WIDTH,
      height: CARD_HEIGHT,
      format: 'png',
    })
  })

  it('draws over a picture sent to the thread', async () => {
    const picture = await sharp({
      create: { width: 40, height: 20, channels: 3, background: '#aa3300' },
    })
      .png()
      .toBuffer()
    const { png } = await drawer.draw({ ...content, picture, bare: true })
    const { dominant } = await sharp(png).stats()
    expect(dominant.r).toBeGreaterThan(150)
    expect(dominant.b).toBeLessThan(60)
  })

  it('starts the thread again after it stopped', async () => {
    await drawer.close()
    const { png } = await drawer.draw(content)
    expect((await sharp(png).metadata()).width).toBe(CARD_WIDTH)
  })
})

describe('CardDrawer with a thread that never answers', () => {
  const cache = path.join(process.cwd(), 'node_modules', '.cache')
  mkdirSync(cache, { recursive: true })
  const dir = mkdtempSync(path.join(cache, 'card-worker-'))
  const file = path.join(dir, 'silent.mjs')
  writeFileSync(file, 'setInterval(() => {}, 1000)\n')
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('fails a card that takes too long, and starts the thread afresh for the next', async () => {
    const drawer = new CardDrawer(file, 200)
    await expect(drawer.draw(content)).rejects.toThrow(/stopped/)
    await expect(drawer.draw(content)).rejects.toThrow(/stopped/)
    await drawer.close()
  })
})
