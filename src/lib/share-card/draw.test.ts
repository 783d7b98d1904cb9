import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import {
  CARD_HEIGHT,
  CARD_MARGIN,
  CARD_WIDTH,
  TITLE_WIDTH,
  cardText,
  drawShareCard,
  titleSize,
} from './draw'
import { drawable } from './fonts'

const content = {
  lang: 'zh',
  brand: '天衍智能',
  eyebrow: '公司新闻',
  title: '郑州智算中心正式投入运营',
  detail: '2026年3月18日',
  footer: 'tianyan.example',
  art: { seed: 'article:1', hue: 225 },
}

/** The card's text drawn on a plain ground, as raw RGB pixels. */
async function pixelsOf(title: string): Promise<Buffer> {
  return sharp({
    create: { width: CARD_WIDTH, height: CARD_HEIGHT, channels: 3, background: '#336699' },
  })
    .composite([{ input: Buffer.from(await cardText({ ...content, title })) }])
    .removeAlpha()
    .raw()
    .toBuffer()
}

/** The box around every pixel that differs between two drawings. */
function changedBox(a: Buffer, b: Buffer) {
  const box = { left: CARD_WIDTH, top: CARD_HEIGHT, right: -1, bottom: -1 }
  for (let y = 0; y < CARD_HEIGHT; y++)
    for (let x = 0; x < CARD_WIDTH; x++) {
      const at = (y * CARD_WIDTH + x) * 3
      if (a[at] !== b[at] || a[at + 1] !== b[at + 1] || a[at + 2] !== b[at + 2]) {
        box.left = Math.min(box.left, x)
        box.right = Math.max(box.right, x)
        box.top = Math.min(box.top, y)
        box.bottom = Math.max(box.bottom, y)
      }
    }
  return box
}

describe('share cards', () => {
  it('are PNG files of 1200 × 630', async () => {
    const card = await drawShareCard(content)
    expect(await sharp(card).metadata()).toMatchObject({
      format: 'png',
      width: 1200,
      height: 630,
    })
  })

  it('keep a 200-character Chinese title inside its box, in three lines at most', async () => {
    const long = '大模型在医疗、教育与城市治理中的应用实践与展望'.repeat(9).slice(0, 200)
    const short = '短'
    const [withLong, withShort] = await Promise.all([pixelsOf(long), pixelsOf(short)])
    const box = changedBox(withLong, withShort)
    // Something was drawn, and only where the title may run: after the left
    // margin, before the art's side, below the brand and above the address.
    expect(box.right).toBeGreaterThan(CARD_MARGIN + TITLE_WIDTH / 2)
    expect(box.left).toBeGreaterThanOrEqual(CARD_MARGIN)
    expect(box.right).toBeLessThanOrEqual(CARD_MARGIN + TITLE_WIDTH)
    expect(box.top).toBeGreaterThan(CARD_MARGIN + 48)
    expect(box.bottom).toBeLessThan(CARD_HEIGHT - CARD_MARGIN - 30)
  })

  it('draw the same content alike, and other content otherwise', async () => {
    const [a, again, other, english] = await Promise.all([
      drawShareCard(content),
      drawShareCard(content),
      drawShareCard({ ...content, title: '语音病历进门诊', art: { seed: 'article:2', hue: 225 } }),
      drawShareCard({ ...content, lang: 'en', title: 'Zhengzhou computing centre opens' }),
    ])
    expect(again.equals(a)).toBe(true)
    expect(other.equals(a)).toBe(false)
    expect(english.equals(a)).toBe(false)
  })

  it('set a short title large and on one line, a longer one smaller', () => {
    expect(titleSize('语音病历进门诊')).toBe(64)
    // Sixteen characters: one line at a smaller size rather than one character alone on a second.
    expect(titleSize('天衍智能｜可信赖的大模型与智能体')).toBe(48)
    expect(titleSize('大模型'.repeat(20))).toBe(44)
  })

  it('leave out what the font cannot draw, instead of empty boxes', () => {
    expect(drawable('发布 🚀 新模型\u0007 𠀀 v2')).toBe('发布 新模型 v2')
  })
})
