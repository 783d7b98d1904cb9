import { readFile } from 'node:fs/promises'
import path from 'node:path'
import satori from 'satori'
import sharp from 'sharp'
import { artSvg } from '../generated-art'
import { drawable, fontsFor } from './fonts'

/** The size every share card is drawn at: what the networks' large previews show. */
export const CARD_WIDTH = 1200
export const CARD_HEIGHT = 630
/** The margin text never crosses. */
export const CARD_MARGIN = 72
/** How wide the title may run (the art shows on the right). */
export const TITLE_WIDTH = 860

/** What a card shows. */
export type ShareCardContent = {
  /** `zh` or `en`: the line breaking and punctuation of the text. */
  lang: string
  /** The site's name, beside its mark. */
  brand: string
  /** What the page is: an article's category, an opening's section. */
  eyebrow?: string
  title: string
  /** A line under the title: a date, or a sentence about the page. */
  detail?: string
  /** The site's address, at the foot. */
  footer: string
  /** The art behind it, unless a picture is given. */
  art: { seed: string; hue: number }
  /** A picture behind it instead of the art (an article's cover), in any common format. */
  picture?: Buffer
  /** The picture is the whole card (an editor's share image): cropped to fill, nothing over it. */
  bare?: boolean
}

let mark: Promise<string> | undefined
/** The brand's mark, as the pages show it. */
function brandMark(): Promise<string> {
  mark ??= readFile(
    path.join(/* turbopackIgnore: true */ process.cwd(), 'public', 'assets', 'brand', 'icon.svg'),
  ).then((svg) => `data:image/svg+xml;base64,${svg.toString('base64')}`)
  return mark
}

/** The title's sizes, largest first: the largest that fits in the fewest lines is taken. */
const TITLE_SIZES = [64, 56, 48, 44]

/**
 * A title's size: the largest that sets it on one line, else on two, else
 * the smallest (three lines at most, then an ellipsis), so that a title of
 * a few words is large and a long one is not cut early. Chinese characters
 * are a square each; Latin letters about half of one.
 */
export function titleSize(title: string): number {
  const squares = [...title].reduce((sum, c) => sum + (/[\u2e80-\uffff]/.test(c) ? 1 : 0.5), 0)
  for (const lines of [1, 2])
    for (const size of TITLE_SIZES) if (squares * size * 1.03 <= TITLE_WIDTH * lines) return size
  return TITLE_SIZES.at(-1)!
}

/** The ground of the card: the picture, cropped to fill, or the art. */
async function ground(content: ShareCardContent): Promise<Buffer> {
  const source = content.picture
    ? sharp(content.picture).resize(CARD_WIDTH, CARD_HEIGHT, { fit: 'cover' })
    : sharp(Buffer.from(artSvg({ ...content.art, width: CARD_WIDTH, height: CARD_HEIGHT })))
  return source.removeAlpha().png().toBuffer()
}

/** The card's text and scrim, transparent elsewhere, as SVG. */
export async function cardText(content: ShareCardContent): Promise<string> {
  const title = drawable(content.title)
  const eyebrow = content.eyebrow ? drawable(content.eyebrow) : ''
  const brand = drawable(content.brand)
  const detail = content.detail ? drawable(content.detail) : ''
  const footer = drawable(content.footer)
  const [bold, regular, markUri] = await Promise.all([
    fontsFor([title, eyebrow, brand], 700),
    fontsFor([detail, footer], 400),
    brandMark(),
  ])
  const size = titleSize(title)
  // A picture of unknown brightness gets a darker scrim than the art.
  const scrim = content.picture
    ? 'linear-gradient(90deg, rgba(7,11,26,0.94) 0%, rgba(7,11,26,0.86) 55%, rgba(7,11,26,0.45) 100%)'
    : 'linear-gradient(90deg, rgba(7,11,26,0.88) 0%, rgba(7,11,26,0.6) 55%, rgba(7,11,26,0) 100%)'
  return satori(
    <div
      lang={content.lang}
      style={{
        width: CARD_WIDTH,
        height: CARD_HEIGHT,
        display: 'flex',
        backgroundImage: scrim,
        color: '#ffffff',
      }}
    >
      <div
        style={{
          flexGrow: 1,
          margin: CARD_MARGIN,
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
        }}
      >
        <div style={{ display: 'flex', alignItems: 'center', gap: 16 }}>
          {/* satori draws the img element itself: next/image has no place here. */}
          {/* eslint-disable-next-line @next/next/no-img-element */}
          <img src={markUri} width={48} height={48} alt="" />
          <div style={{ fontFamily: bold.family, fontSize: 30, fontWeight: 700 }}>{brand}</div>
        </div>
        <div style={{ display: 'flex', flexDirection: 'column', width: TITLE_WIDTH, gap: 22 }}>
          {eyebrow ? (
            <div style={{ display: 'flex' }}>
              <div
                style={{
                  fontFamily: bold.family,
                  fontSize: 24,
                  fontWeight: 700,
                  color: '#0b1020',
                  backgroundColor: '#7ee0d9',
                  borderRadius: 999,
                  padding: '6px 20px',
                }}
              >
                {eyebrow}
              </div>
            </div>
          ) : null}
          <div
            data-card-title=""
            style={{
              display: 'block',
              fontFamily: bold.family,
              fontSize: size,
              fontWeight: 700,
              lineHeight: 1.25,
              maxHeight: Math.ceil(size * 1.25 * 3),
              overflow: 'hidden',
              lineClamp: 3,
              wordBreak: 'break-word',
            }}
          >
            {title}
          </div>
          {detail ? (
            <div
              style={{
                display: 'block',
                fontFamily: regular.family,
                fontSize: 28,
                lineHeight: 1.4,
                color: '#c9d0e4',
                maxHeight: 80,
                overflow: 'hidden',
                lineClamp: 2,
              }}
            >
              {detail}
            </div>
          ) : null}
        </div>
        <div
          style={{ display: 'flex', fontFamily: regular.family, fontSize: 24, color: '#c9d0e4' }}
        >
          {footer}
        </div>
      </div>
    </div>,
    {
      width: CARD_WIDTH,
      height: CARD_HEIGHT,
      fonts: [...bold.fonts, ...regular.fonts],
      // Never fetch a font or an emoji from elsewhere: what the font lacks was taken out.
      loadAdditionalAsset: () => Promise.resolve([]),
    },
  )
}

/** A share card as a PNG file of 1200 × 630. */
export async function drawShareCard(content: ShareCardContent): Promise<Buffer> {
  if (content.bare && content.picture) {
    return sharp(await ground(content))
      .png({ compressionLevel: 9 })
      .toBuffer()
  }
  const [base, text] = await Promise.all([ground(content), cardText(content)])
  return (
    sharp(base)
      .composite([{ input: Buffer.from(text) }])
      // In full colour: a palette of 256 (a third of the bytes) bands the art's glow.
      .png({ compressionLevel: 9 })
      .toBuffer()
  )
}
