/**
 * Artwork drawn from a seed: a deep gradient in a hue, a soft glow and one
 * of four line patterns whose every placement comes from the seed, in the
 * style of the launch covers. The same seed always draws the same picture;
 * two seeds almost never draw alike. No text: a picture must not need
 * translating. Share cards stand on it, and so can covers.
 */

export type Art = {
  /** Anything that names what is drawn for: `article:12`, `page:faq`. */
  seed: string
  /** 0–360. */
  hue: number
  width: number
  height: number
}

/** A 32-bit hash of a string (FNV-1a). */
function hashOf(text: string): number {
  let hash = 0x811c9dc5
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash >>> 0
}

/** A small seeded generator of numbers in [0, 1) (mulberry32). */
function randomFrom(seed: number): () => number {
  let state = seed
  return () => {
    state = (state + 0x6d2b79f5) | 0
    let value = Math.imul(state ^ (state >>> 15), 1 | state)
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296
  }
}

const round = (value: number) => Math.round(value * 10) / 10

type Pattern = (random: () => number, art: Art, line: string, accent: string) => string

/** Points scattered over the right part, each linked to its nearest neighbours. */
const constellation: Pattern = (random, { width, height }, line, accent) => {
  const count = 9 + Math.floor(random() * 8)
  const points = Array.from({ length: count }, () => [
    round(width * (0.42 + random() * 0.55)),
    round(height * (0.08 + random() * 0.84)),
  ])
  const links = new Set<string>()
  points.forEach(([x, y], index) => {
    const nearest = points
      .map(([px, py], other) => ({ other, distance: Math.hypot(px! - x!, py! - y!) }))
      .filter(({ other }) => other !== index)
      .sort((a, b) => a.distance - b.distance)
      .slice(0, 2)
    for (const { other } of nearest) links.add([index, other].sort((a, b) => a - b).join('-'))
  })
  const lines = [...links]
    .map((link) => {
      const [a, b] = link.split('-').map(Number) as [number, number]
      return `<line x1="${points[a]![0]}" y1="${points[a]![1]}" x2="${points[b]![0]}" y2="${points[b]![1]}"/>`
    })
    .join('')
  const bright = Math.floor(random() * count)
  const dots = points
    .map(
      ([x, y], index) =>
        `<circle cx="${x}" cy="${y}" r="${index === bright ? 14 : round(5 + random() * 6)}" fill="${index === bright ? accent : line}"/>`,
    )
    .join('')
  return `<g stroke="${line}" stroke-width="2.5" stroke-opacity="0.55">${lines}</g>${dots}`
}

/** Rings around a centre, each broken into arcs. */
const orbits: Pattern = (random, { width, height }, line, accent) => {
  const cx = round(width * (0.62 + random() * 0.25))
  const cy = round(height * (0.3 + random() * 0.4))
  const rings = 4 + Math.floor(random() * 4)
  let drawn = ''
  for (let ring = 0; ring < rings; ring++) {
    const r = round(height * (0.12 + ring * (0.1 + random() * 0.04)))
    const circumference = 2 * Math.PI * r
    const dash = round(circumference * (0.15 + random() * 0.5))
    const gap = round(circumference * (0.05 + random() * 0.2))
    const turn = round(random() * 360)
    drawn += `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${ring % 3 === 1 ? accent : line}" stroke-width="${round(2 + random() * 4)}" stroke-opacity="${round(0.35 + random() * 0.5)}" stroke-dasharray="${dash} ${gap}" stroke-linecap="round" transform="rotate(${turn} ${cx} ${cy})"/>`
  }
  return `${drawn}<circle cx="${cx}" cy="${cy}" r="${round(height * 0.04)}" fill="${accent}"/>`
}

/** Waves across the picture, of seeded length, height and phase. */
const waves: Pattern = (random, { width, height }, line, accent) => {
  const count = 5 + Math.floor(random() * 5)
  const wavelength = width * (0.25 + random() * 0.35)
  const amplitude = height * (0.04 + random() * 0.08)
  const top = height * (0.15 + random() * 0.2)
  const step = (height * (0.5 + random() * 0.2)) / count
  let drawn = ''
  for (let wave = 0; wave < count; wave++) {
    const phase = random() * wavelength
    const y = top + wave * step
    const points: string[] = []
    for (let x = width * 0.3; x <= width + 20; x += 20) {
      points.push(
        `${round(x)},${round(y + amplitude * Math.sin(((x + phase) / wavelength) * 2 * Math.PI))}`,
      )
    }
    drawn += `<polyline points="${points.join(' ')}" fill="none" stroke="${wave === count - 2 ? accent : line}" stroke-width="${round(2 + random() * 3)}" stroke-opacity="${round(0.3 + random() * 0.5)}" stroke-linecap="round"/>`
  }
  return drawn
}

/** A mosaic of rounded tiles, some lit. */
const tiles: Pattern = (random, { width, height }, line, accent) => {
  const size = height * (0.08 + random() * 0.05)
  const gap = size * 0.25
  const columns = Math.floor((width * 0.5) / (size + gap))
  const rows = Math.floor((height * 0.8) / (size + gap))
  const left = width - columns * (size + gap) - width * 0.04
  const top = (height - rows * (size + gap)) / 2
  let drawn = ''
  for (let row = 0; row < rows; row++)
    for (let column = 0; column < columns; column++) {
      const chance = random()
      if (chance < 0.35) continue
      const lit = chance > 0.93
      drawn += `<rect x="${round(left + column * (size + gap))}" y="${round(top + row * (size + gap))}" width="${round(size)}" height="${round(size)}" rx="${round(size * 0.22)}" fill="${lit ? accent : line}" fill-opacity="${lit ? 0.9 : round(0.08 + random() * 0.3)}"/>`
    }
  return drawn
}

const patterns = [constellation, orbits, waves, tiles]

/** The art's layers: its ground (gradient and glow) and its pattern, in its colours. */
export function artLayers(art: Art): {
  ground: string
  pattern: string
  line: string
  accent: string
  /** The seed's generator, for more placements drawn with the art's. */
  random: () => number
} {
  const random = randomFrom(hashOf(art.seed))
  const { width, height } = art
  // The hue moves a little with the seed, so that pictures of one colour still differ.
  const hue = Math.round((art.hue + (random() - 0.5) * 24 + 360) % 360)
  const line = `hsl(${hue} 90% 82%)`
  const accent = `hsl(${(hue + 40) % 360} 80% 62%)`
  const glow = { x: round(0.45 + random() * 0.45), y: round(0.2 + random() * 0.6) }
  const pattern = patterns[Math.floor(random() * patterns.length)]!
  const ground = `<defs>
<linearGradient id="ground" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 60% 13%)"/><stop offset="1" stop-color="hsl(${(hue + 30) % 360} 70% 6%)"/></linearGradient>
<radialGradient id="glow" cx="${glow.x}" cy="${glow.y}" r="0.55"><stop offset="0" stop-color="hsl(${hue} 85% 55%)" stop-opacity="0.45"/><stop offset="1" stop-color="hsl(${hue} 85% 55%)" stop-opacity="0"/></radialGradient>
</defs>
<rect width="${width}" height="${height}" fill="url(#ground)"/>
<rect width="${width}" height="${height}" fill="url(#glow)"/>`
  return { ground, pattern: pattern(random, art, line, accent), line, accent, random }
}

/** The art as an SVG document. */
export function artSvg(art: Art): string {
  const { ground, pattern } = artLayers(art)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${art.width}" height="${art.height}" viewBox="0 0 ${art.width} ${art.height}">
${ground}
${pattern}
</svg>`
}
