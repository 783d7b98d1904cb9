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
/** The colours a motif is drawn in: its lines and one accent. */
type Ink = { line: string; accent: string }

/** The lines joining pairs of points, by their indexes in `points`. */
function joined(
  points: readonly (readonly [number, number])[],
  pairs: readonly (readonly [number, number])[],
): string {
  return pairs
    .map(([a, b]) => {
      const [x1, y1] = points[a]!
      const [x2, y2] = points[b]!
      return `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"/>`
    })
    .join('')
}

const motifs: Record<CoverMotif, (ink: Ink) => string> = {
  network: (ink) => {
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
    const lines = joined(nodes, links)
    const dots = nodes
      .map(([x, y], i) => `<circle cx="${x}" cy="${y}" r="${i === 4 ? 16 : 10}"/>`)
      .join('')
    return `<g stroke="${ink.line}" stroke-width="3" stroke-opacity="0.7">${lines}</g><g fill="${ink.line}">${dots}</g><circle cx="230" cy="330" r="16" fill="${ink.accent}"/>`
  },
  chip: (ink) => {
    const pins = [0, 1, 2, 3, 4]
      .map((i) => {
        const p = 180 + i * 60
        return `<line x1="${p}" y1="90" x2="${p}" y2="150"/><line x1="${p}" y1="450" x2="${p}" y2="510"/><line x1="90" y1="${p}" x2="150" y2="${p}"/><line x1="450" y1="${p}" x2="510" y2="${p}"/>`
      })
      .join('')
    return `<g stroke="${ink.line}" stroke-width="6" stroke-linecap="round" fill="none">${pins}<rect x="150" y="150" width="300" height="300" rx="36"/><rect x="225" y="225" width="150" height="150" rx="18" stroke="${ink.accent}"/></g>`
  },
  globe: (ink) =>
    `<g stroke="${ink.line}" stroke-width="4" fill="none" stroke-opacity="0.85"><circle cx="300" cy="300" r="220"/><ellipse cx="300" cy="300" rx="90" ry="220"/><ellipse cx="300" cy="300" rx="170" ry="220"/><line x1="80" y1="300" x2="520" y2="300"/><path d="M110 190 Q300 240 490 190M110 410 Q300 360 490 410"/></g><circle cx="410" cy="170" r="14" fill="${ink.accent}"/>`,
  leaf: (ink) =>
    `<g stroke="${ink.line}" stroke-width="5" fill="none" stroke-linecap="round"><path d="M120 480 C120 240 290 100 500 100 C500 330 360 480 120 480Z"/><path d="M120 480 L420 180"/><path d="M230 370 L230 260M300 300 L300 200M360 240 L370 160M230 370 L340 370M300 300 L400 300"/></g><circle cx="420" cy="180" r="12" fill="${ink.accent}"/>`,
  chart: (ink) => {
    const bars = [220, 300, 260, 380, 440]
      .map(
        (h, i) =>
          `<rect x="${110 + i * 80}" y="${520 - h}" width="48" height="${h}" rx="10" fill="${ink.line}" fill-opacity="${0.35 + i * 0.12}"/>`,
      )
      .join('')
    return `${bars}<polyline points="134,290 214,220 294,250 374,150 454,90" fill="none" stroke="${ink.accent}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/><line x1="80" y1="540" x2="540" y2="540" stroke="${ink.line}" stroke-width="4"/>`
  },
  spark: (ink) =>
    `<g fill="none" stroke="${ink.line}" stroke-width="5" stroke-linejoin="round"><path d="M300 70 L345 255 L530 300 L345 345 L300 530 L255 345 L70 300 L255 255Z"/><circle cx="300" cy="300" r="60" stroke="${ink.accent}"/></g><circle cx="470" cy="120" r="18" fill="${ink.line}"/><circle cx="130" cy="470" r="12" fill="${ink.accent}"/>`,
  book: (ink) =>
    `<g fill="none" stroke="${ink.line}" stroke-width="5" stroke-linejoin="round"><path d="M300 170 C240 120 150 110 80 130 L80 470 C150 450 240 460 300 510 C360 460 450 450 520 470 L520 130 C450 110 360 120 300 170Z"/><path d="M300 170 L300 510"/><path d="M130 220 C180 210 230 220 260 240M130 290 C180 280 230 290 260 310M340 240 C370 220 420 210 470 220M340 310 C370 290 420 280 470 290" stroke-opacity="0.6"/></g><circle cx="300" cy="110" r="14" fill="${ink.accent}"/>`,
  pulse: (ink) =>
    `<g fill="none" stroke-linecap="round" stroke-linejoin="round"><path d="M300 500 C120 380 70 280 110 200 C150 120 250 120 300 200 C350 120 450 120 490 200 C530 280 480 380 300 500Z" stroke="${ink.line}" stroke-width="5"/><polyline points="60,320 200,320 240,240 290,400 330,280 360,320 540,320" stroke="${ink.accent}" stroke-width="7"/></g>`,
}

/** What each motif shows, for the image's alt text. */
export const motifAlt: Record<CoverMotif, { zh: string; en: string }> = {
  network: {
    zh: '由节点和连线构成的网络图形',
    en: 'A network of nodes and lines',
  },
  chip: { zh: '芯片线条图', en: 'Line drawing of a chip' },
  globe: {
    zh: '带经纬线的地球线条图',
    en: 'Line drawing of a globe with meridians',
  },
  leaf: { zh: '叶片线条图', en: 'Line drawing of a leaf' },
  chart: {
    zh: '逐步升高的柱状图与折线',
    en: 'Rising bar chart with a trend line',
  },
  spark: {
    zh: '四角星光图形',
    en: 'A four-pointed spark',
  },
  book: {
    zh: '翻开的书本线条图',
    en: 'Line drawing of an open book',
  },
  pulse: {
    zh: '心形与心电波形',
    en: 'A heart outline with a pulse line',
  },
}

/** The motif alone, in line art, drawn in a 600×600 box. */
export function motifSvg(motif: CoverMotif, hue: number): string {
  return motifs[motif](lightInk(hue))
}

/** Light lines on a dark ground. */
function lightInk(hue: number): Ink {
  return { line: stroke(hue), accent: accent(hue) }
}

/** Deep lines on a light ground. */
function deepInk(hue: number): Ink {
  return { line: `hsl(${hue} 65% 24%)`, accent: `hsl(${(hue + 40) % 360} 80% 44%)` }
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
 * How a cover is composed: each puts its motif in another place, size and
 * setting, so that covers of one subject, or side by side, are told apart
 * by their shapes at card size, not by colour alone.
 * - offset: the motif at the right over a faint seeded pattern;
 * - bleed: the motif very large, running off the right and bottom edges;
 * - tiled: the motif small, in rows, one of them lit;
 * - panel: the motif in deep lines on a light panel;
 * - light: a light ground, the motif in deep lines over broad arcs;
 * - orbit: the motif on a lit disc, in rings with a satellite;
 * - band: the motif on a bright band across the picture.
 */
export const coverLayouts = ['offset', 'bleed', 'tiled', 'panel', 'light', 'orbit', 'band'] as const
export type CoverLayout = (typeof coverLayouts)[number]

/** The motif placed with its box's centre at (x, y), scaled and turned. */
function placed(motif: string, x: number, y: number, scale: number, tilt = 0): string {
  const left = Math.round(x - 300 * scale)
  const top = Math.round(y - 300 * scale)
  return `<g transform="translate(${left} ${top}) scale(${scale.toFixed(2)}) rotate(${tilt} 300 300)">${motif}</g>`
}

/** The light ground of the `light` layout: a pale gradient in the hue. */
function lightGround(hue: number): string {
  return `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 55% 95%)"/><stop offset="1" stop-color="hsl(${(hue + 30) % 360} 60% 84%)"/></linearGradient></defs>
<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>`
}

/**
 * A launch article's cover: its subject's motif in line art, composed by
 * `layout`, over a ground drawn from the article's own seed
 * (src/lib/generated-art.ts): glow, pattern, and the motif's place, size
 * and tilt differ per article, even of one subject, hue and layout.
 */
export function coverSvg(
  motif: CoverMotif,
  hue: number,
  seed: string,
  layout: CoverLayout = 'offset',
): string {
  const art = artLayers({ seed, hue, width: WIDTH, height: HEIGHT })
  const { random } = art
  const light = lightInk(hue)
  const deep = deepInk(hue)
  const tilt = Math.round((random() - 0.5) * 24)
  const jitter = (range: number) => Math.round((random() - 0.5) * range)
  let drawn: string
  switch (layout) {
    case 'bleed':
      drawn = `${art.ground}
<circle cx="${1180 + jitter(160)}" cy="${560 + jitter(120)}" r="380" fill="${light.accent}" fill-opacity="0.16"/>
${placed(motifs[motif](light), 1260 + jitter(120), 640 + jitter(80), 2.2 + random() * 0.3, tilt / 2)}`
      break
    case 'tiled': {
      const lit = Math.floor(random() * 12)
      const tiles = Array.from({ length: 12 }, (_, index) => {
        const x = 760 + (index % 4) * 215
        const y = 190 + Math.floor(index / 4) * 260
        const ink = index === lit ? { line: light.accent, accent: light.line } : light
        return `<g opacity="${index === lit ? 1 : 0.7}">${placed(motifs[motif](ink), x, y, 0.34)}</g>`
      }).join('')
      drawn = `${art.ground}\n${tiles}`
      break
    }
    case 'panel': {
      const x = 860 + jitter(120)
      drawn = `${art.ground}
<g opacity="0.25">${art.pattern}</g>
<rect x="${x}" y="110" width="600" height="680" rx="48" fill="hsl(${hue} 45% 92%)"/>
${placed(motifs[motif](deep), x + 300, 450, 0.82, tilt / 2)}`
      break
    }
    case 'light': {
      const cx = 1500 + jitter(200)
      const arcs = [520, 680, 840, 1000]
        .map(
          (r, index) =>
            `<circle cx="${cx}" cy="${HEIGHT}" r="${r}" fill="none" stroke="hsl(${hue} 60% 60%)" stroke-width="${18 - index * 4}" stroke-opacity="${(0.28 - index * 0.05).toFixed(2)}"/>`,
        )
        .join('')
      drawn = `${lightGround(hue)}
${arcs}
${placed(motifs[motif](deep), 1060 + jitter(160), 430 + jitter(80), 1 + random() * 0.2, tilt)}`
      break
    }
    case 'orbit': {
      const cx = 1120 + jitter(140)
      const cy = 450 + jitter(60)
      const rings = [360, 440, 520]
        .map(
          (r, index) =>
            `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${light.line}" stroke-width="3" stroke-opacity="${(0.4 - index * 0.1).toFixed(2)}" stroke-dasharray="${index === 1 ? '14 18' : 'none'}"/>`,
        )
        .join('')
      const turn = random() * 2 * Math.PI
      drawn = `${art.ground}
<circle cx="${cx}" cy="${cy}" r="290" fill="hsl(${hue} 70% 32%)" fill-opacity="0.7"/>
${rings}
<circle cx="${Math.round(cx + 440 * Math.cos(turn))}" cy="${Math.round(cy + 440 * Math.sin(turn))}" r="22" fill="${light.accent}"/>
${placed(motifs[motif](light), cx, cy, 0.72)}`
      break
    }
    case 'band': {
      const y = 450 + jitter(120)
      const turn = -8 - Math.round(random() * 10)
      drawn = `${art.ground}
<g opacity="0.3">${art.pattern}</g>
<g transform="rotate(${turn} ${WIDTH / 2} ${y})"><rect x="-200" y="${y - 190}" width="${WIDTH + 400}" height="380" fill="hsl(${hue} 48% 33%)"/><rect x="-200" y="${y - 190}" width="${WIDTH + 400}" height="6" fill="${light.line}" fill-opacity="0.6"/></g>
${placed(motifs[motif]({ line: 'hsl(0 0% 100%)', accent: `hsl(${(hue + 40) % 360} 90% 80%)` }), 1150 + jitter(200), y, 0.7, tilt)}`
      break
    }
    default: {
      const scale = 0.8 + random() * 0.35
      const x = Math.round(820 + random() * 140 - (scale - 1) * 300)
      const y = Math.round(150 + (random() - 0.5) * 120 - (scale - 1) * 300)
      drawn = `${art.ground}
<g opacity="0.45">${art.pattern}</g>
<g transform="translate(${x} ${y}) scale(${scale.toFixed(2)}) rotate(${tilt} 300 300)">${motifs[motif](light)}</g>`
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
${drawn}
</svg>`
}

/** How far apart two hues are on the colour wheel, 0–180. */
function hueDistance(a: number, b: number): number {
  const apart = Math.abs(a - b) % 360
  return Math.min(apart, 360 - apart)
}

/**
 * A layout for each cover of a list in its order (the launch articles,
 * oldest first): never the layout of the two before it; for a motif seen
 * before, one its earlier covers used least, and among those the one whose
 * earlier covers are furthest in hue from this one.
 */
export function coverLayoutsFor(
  covers: readonly { motif: CoverMotif; hue: number }[],
): CoverLayout[] {
  const chosen: CoverLayout[] = []
  covers.forEach(({ motif, hue }, index) => {
    const earlier = covers.slice(0, index).map((cover, at) => ({ ...cover, layout: chosen[at]! }))
    const sameMotif = earlier.filter((cover) => cover.motif === motif)
    const recent = chosen.slice(Math.max(0, index - 2))
    const start = (index * 3) % coverLayouts.length
    const rank = (layout: CoverLayout) => {
      const alike = sameMotif.filter((cover) => cover.layout === layout)
      const nearest = Math.min(180, ...alike.map((cover) => hueDistance(cover.hue, hue)))
      const turn =
        (coverLayouts.indexOf(layout) - start + coverLayouts.length) % coverLayouts.length
      return [alike.length, -nearest, turn]
    }
    const [layout] = coverLayouts
      .filter((each) => !recent.includes(each))
      .sort((a, b) => {
        const [ra, rb] = [rank(a), rank(b)]
        return ra[0]! - rb[0]! || ra[1]! - rb[1]! || ra[2]! - rb[2]!
      })
    chosen.push(layout!)
  })
  return chosen
}

/** The cover as a PNG file ready for upload. */
export async function coverFile(
  motif: CoverMotif,
  hue: number,
  name: string,
  layout: CoverLayout = 'offset',
) {
  const data = await sharp(Buffer.from(coverSvg(motif, hue, `cover:${name}`, layout)))
    .png()
    .toBuffer()
  return { data, mimetype: 'image/png', name: `${name}.png`, size: data.length }
}

/**
 * The founder's portrait, square, for the company profile, in the covers'
 * line art: a head-and-shoulders silhouette holding a network of lit nodes,
 * in rings, on the covers' ground. A likeness in the site's style, not a
 * cartoon face.
 */
export function portraitSvg(hue: number): string {
  const line = stroke(hue)
  const lit = accent(hue)
  const nodes = [
    [520, 420],
    [610, 360],
    [690, 430],
    [660, 540],
    [560, 520],
    [500, 610],
    [620, 640],
    [700, 620],
    [580, 450],
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
    [3, 7],
    [6, 7],
    [8, 0],
    [8, 1],
    [8, 4],
    [8, 3],
  ] as const
  const lines = joined(nodes, links)
  const dots = nodes
    .map(
      ([x, y], index) =>
        `<circle cx="${x}" cy="${y}" r="${index === 8 ? 18 : 10}" fill="${index === 8 ? lit : line}"/>`,
    )
    .join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="1200" viewBox="0 0 1200 1200">
${backdrop(hue, { width: 1200, height: 1200 }, { cx: 0.5, cy: 0.42, opacity: 0.5 })}
<defs><linearGradient id="figure" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${line}" stop-opacity="0.16"/><stop offset="1" stop-color="${line}" stop-opacity="0.04"/></linearGradient></defs>
<g fill="none" stroke="${line}" stroke-width="3" stroke-opacity="0.3">
<ellipse cx="600" cy="520" rx="400" ry="150" transform="rotate(-16 600 520)" stroke-dasharray="18 22"/>
<ellipse cx="600" cy="520" rx="480" ry="200" transform="rotate(12 600 520)"/>
</g>
<path d="M230 1200 C250 1010 390 930 525 910 L530 835 C460 795 420 705 420 580 C420 430 500 320 600 320 C700 320 780 430 780 580 C780 705 740 795 670 835 L675 910 C810 930 950 1010 970 1200 Z" fill="url(#figure)" stroke="${line}" stroke-width="6" stroke-linejoin="round" stroke-opacity="0.85"/>
<g stroke="${line}" stroke-width="3.5" stroke-opacity="0.6">${lines}</g>
${dots}
<circle cx="1010" cy="420" r="16" fill="${lit}"/>
<circle cx="190" cy="640" r="10" fill="${line}"/>
<circle cx="905" cy="250" r="8" fill="${line}" fill-opacity="0.7"/>
</svg>`
}

/** The portrait as a PNG file ready for upload. */
export async function portraitFile(hue: number, name: string) {
  const data = await sharp(Buffer.from(portraitSvg(hue)))
    .png()
    .toBuffer()
  return { data, mimetype: 'image/png', name: `${name}.png`, size: data.length }
}
