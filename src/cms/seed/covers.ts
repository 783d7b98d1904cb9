import sharp from 'sharp'
import { artLayers } from '../../lib/generated-art'
import type { CoverMotif } from './content/types'

/**
 * Cover artwork of the launch content, drawn for the site: a deep gradient in
 * the article's hue, a soft glow, a faint grid and one motif in line art.
 * Rendered to PNG with sharp; the CMS stores it as WebP in its sizes.
 */

const WIDTH = 1600
const HEIGHT = 900

const stroke = (hue: number) => `hsl(${hue} 90% 82%)`
const accent = (hue: number) => `hsl(${(hue + 40) % 360} 80% 62%)`

/** Each motif is drawn in a 600×600 box, centred on the right half of the cover. */
const motifs: Record<CoverMotif, (hue: number) => string> = {
  network: (hue) => {
    const nodes = [
      [120, 140],
      [300, 80],
      [470, 170],
      [420, 360],
      [230, 330],
      [110, 470],
      [350, 520],
    ] as const
    const links = [
      [0, 1],
      [1, 2],
      [2, 3],
      [3, 4],
      [4, 0],
      [4, 5],
      [4, 6],
      [3, 6],
      [1, 4],
    ] as const
    const lines = links
      .map(([a, b]) => {
        const [x1, y1] = nodes[a]
        const [x2, y2] = nodes[b]
        return `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"/>`
      })
      .join('')
    const dots = nodes
      .map(([x, y], i) => `<circle cx="${x}" cy="${y}" r="${i === 4 ? 16 : 10}"/>`)
      .join('')
    return `<g stroke="${stroke(hue)}" stroke-width="3" stroke-opacity="0.7">${lines}</g><g fill="${stroke(hue)}">${dots}</g><circle cx="230" cy="330" r="16" fill="${accent(hue)}"/>`
  },
  chip: (hue) => {
    const pins = [0, 1, 2, 3, 4]
      .map((i) => {
        const p = 180 + i * 60
        return `<line x1="${p}" y1="90" x2="${p}" y2="150"/><line x1="${p}" y1="450" x2="${p}" y2="510"/><line x1="90" y1="${p}" x2="150" y2="${p}"/><line x1="450" y1="${p}" x2="510" y2="${p}"/>`
      })
      .join('')
    return `<g stroke="${stroke(hue)}" stroke-width="6" stroke-linecap="round" fill="none">${pins}<rect x="150" y="150" width="300" height="300" rx="36"/><rect x="225" y="225" width="150" height="150" rx="18" stroke="${accent(hue)}"/></g>`
  },
  globe: (hue) =>
    `<g stroke="${stroke(hue)}" stroke-width="4" fill="none" stroke-opacity="0.85"><circle cx="300" cy="300" r="220"/><ellipse cx="300" cy="300" rx="90" ry="220"/><ellipse cx="300" cy="300" rx="170" ry="220"/><line x1="80" y1="300" x2="520" y2="300"/><path d="M110 190 Q300 240 490 190M110 410 Q300 360 490 410"/></g><circle cx="410" cy="170" r="14" fill="${accent(hue)}"/>`,
  leaf: (hue) =>
    `<g stroke="${stroke(hue)}" stroke-width="5" fill="none" stroke-linecap="round"><path d="M120 480 C120 240 290 100 500 100 C500 330 360 480 120 480Z"/><path d="M120 480 L420 180"/><path d="M230 370 L230 260M300 300 L300 200M360 240 L370 160M230 370 L340 370M300 300 L400 300"/></g><circle cx="420" cy="180" r="12" fill="${accent(hue)}"/>`,
  chart: (hue) => {
    const bars = [220, 300, 260, 380, 440]
      .map(
        (h, i) =>
          `<rect x="${110 + i * 80}" y="${520 - h}" width="48" height="${h}" rx="10" fill="${stroke(hue)}" fill-opacity="${0.35 + i * 0.12}"/>`,
      )
      .join('')
    return `${bars}<polyline points="134,290 214,220 294,250 374,150 454,90" fill="none" stroke="${accent(hue)}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/><line x1="80" y1="540" x2="540" y2="540" stroke="${stroke(hue)}" stroke-width="4"/>`
  },
  spark: (hue) =>
    `<g fill="none" stroke="${stroke(hue)}" stroke-width="5" stroke-linejoin="round"><path d="M300 70 L345 255 L530 300 L345 345 L300 530 L255 345 L70 300 L255 255Z"/><circle cx="300" cy="300" r="60" stroke="${accent(hue)}"/></g><circle cx="470" cy="120" r="18" fill="${stroke(hue)}"/><circle cx="130" cy="470" r="12" fill="${accent(hue)}"/>`,
  book: (hue) =>
    `<g fill="none" stroke="${stroke(hue)}" stroke-width="5" stroke-linejoin="round"><path d="M300 170 C240 120 150 110 80 130 L80 470 C150 450 240 460 300 510 C360 460 450 450 520 470 L520 130 C450 110 360 120 300 170Z"/><path d="M300 170 L300 510"/><path d="M130 220 C180 210 230 220 260 240M130 290 C180 280 230 290 260 310M340 240 C370 220 420 210 470 220M340 310 C370 290 420 280 470 290" stroke-opacity="0.6"/></g><circle cx="300" cy="110" r="14" fill="${accent(hue)}"/>`,
  pulse: (hue) =>
    `<g fill="none" stroke-linecap="round" stroke-linejoin="round"><path d="M300 500 C120 380 70 280 110 200 C150 120 250 120 300 200 C350 120 450 120 490 200 C530 280 480 380 300 500Z" stroke="${stroke(hue)}" stroke-width="5"/><polyline points="60,320 200,320 240,240 290,400 330,280 360,320 540,320" stroke="${accent(hue)}" stroke-width="7"/></g>`,
}

/** What each motif shows, for the image's alt text. */
export const motifAlt: Record<CoverMotif, { zh: string; en: string }> = {
  network: {
    zh: '深色背景上由节点和连线构成的网络图形',
    en: 'A network of nodes and lines on a dark background',
  },
  chip: { zh: '深色背景上的芯片线条图', en: 'Line drawing of a chip on a dark background' },
  globe: {
    zh: '深色背景上带经纬线的地球线条图',
    en: 'Line drawing of a globe with meridians on a dark background',
  },
  leaf: { zh: '深色背景上的叶片线条图', en: 'Line drawing of a leaf on a dark background' },
  chart: {
    zh: '深色背景上逐步升高的柱状图与折线',
    en: 'Rising bar chart with a trend line on a dark background',
  },
  spark: {
    zh: '深色背景上的四角星光图形',
    en: 'A four-pointed spark on a dark background',
  },
  book: {
    zh: '深色背景上翻开的书本线条图',
    en: 'Line drawing of an open book on a dark background',
  },
  pulse: {
    zh: '深色背景上的心形与心电波形',
    en: 'A heart outline with a pulse line on a dark background',
  },
}

/** The motif alone, in line art, drawn in a 600×600 box. */
export function motifSvg(motif: CoverMotif, hue: number): string {
  return motifs[motif](hue)
}

/**
 * The ground every drawing of the launch content stands on: a deep gradient
 * in the drawing's hue and a soft glow at (cx, cy), as fractions of the size.
 */
export function backdrop(
  hue: number,
  size: { width: number; height: number },
  glow: { cx: number; cy: number; opacity: number },
): string {
  const light = `hsl(${hue} 85% 55%)`
  return `<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 60% 12%)"/><stop offset="1" stop-color="hsl(${(hue + 30) % 360} 70% 6%)"/></linearGradient>
<radialGradient id="glow" cx="${glow.cx}" cy="${glow.cy}" r="0.5"><stop offset="0" stop-color="${light}" stop-opacity="${glow.opacity.toFixed(3)}"/><stop offset="1" stop-color="${light}" stop-opacity="0"/></radialGradient>
</defs>
<rect width="${size.width}" height="${size.height}" fill="url(#bg)"/>
<rect width="${size.width}" height="${size.height}" fill="url(#glow)"/>`
}

/**
 * A launch article's cover: its subject's motif in line art over the art
 * drawn from the article's own seed (src/lib/generated-art.ts): ground,
 * glow and pattern differ per article, and so do the motif's place, size
 * and tilt, so that no two covers look alike, even of one subject and hue.
 */
export function coverSvg(motif: CoverMotif, hue: number, seed: string): string {
  const art = artLayers({ seed, hue, width: WIDTH, height: HEIGHT })
  const { random } = art
  const scale = 0.8 + random() * 0.35
  const x = Math.round(820 + random() * 140 - (scale - 1) * 300)
  const y = Math.round(150 + (random() - 0.5) * 120 - (scale - 1) * 300)
  const tilt = Math.round((random() - 0.5) * 24)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
${art.ground}
<g opacity="0.45">${art.pattern}</g>
<g transform="translate(${x} ${y}) scale(${scale.toFixed(2)}) rotate(${tilt} 300 300)">${motifs[motif](hue)}</g>
</svg>`
}

/** The cover as a PNG file ready for upload. */
export async function coverFile(motif: CoverMotif, hue: number, name: string) {
  const data = await sharp(Buffer.from(coverSvg(motif, hue, `cover:${name}`)))
    .png()
    .toBuffer()
  return { data, mimetype: 'image/png', name: `${name}.png`, size: data.length }
}

/** The founder's portrait: a head-and-shoulders line drawing, square, for the company profile. */
export function portraitSvg(hue: number): string {
  const line = stroke(hue)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="1200" viewBox="0 0 1200 1200">
${backdrop(hue, { width: 1200, height: 1200 }, { cx: 0.5, cy: 0.42, opacity: 0.5 })}
<ellipse cx="600" cy="560" rx="420" ry="150" fill="none" stroke="${accent(hue)}" stroke-width="3" stroke-opacity="0.35" transform="rotate(-18 600 560)"/>
<g fill="none" stroke="${line}" stroke-width="9" stroke-linecap="round" stroke-linejoin="round">
<path d="M270 1200 C290 960 420 880 600 880 C780 880 910 960 930 1200"/>
<path d="M515 885 L600 1000 L685 885"/>
<path d="M600 1000 L600 1200" stroke-opacity="0.6"/>
<path d="M552 790 L552 880M648 790 L648 880"/>
<ellipse cx="600" cy="610" rx="148" ry="185"/>
<path d="M452 590 C440 440 530 392 615 396 C715 400 770 470 750 590 C712 520 640 492 566 502 C510 510 472 540 452 590Z" fill="${line}"/>
<rect x="502" y="598" width="84" height="58" rx="20"/>
<rect x="614" y="598" width="84" height="58" rx="20"/>
<path d="M586 622 Q600 612 614 622"/>
<path d="M452 620 C432 620 430 680 456 688M748 620 C768 620 770 680 744 688"/>
<path d="M570 730 Q600 748 630 730"/>
</g>
<circle cx="955" cy="455" r="16" fill="${accent(hue)}"/>
<circle cx="250" cy="660" r="10" fill="${line}"/>
</svg>`
}

/** The portrait as a PNG file ready for upload. */
export async function portraitFile(hue: number, name: string) {
  const data = await sharp(Buffer.from(portraitSvg(hue)))
    .png()
    .toBuffer()
  return { data, mimetype: 'image/png', name: `${name}.png`, size: data.length }
}
