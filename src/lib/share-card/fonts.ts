import { readFileSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'

/**
 * Noto Sans SC from its registry package (@fontsource/noto-sans-sc, SIL Open
 * Font License): Chinese, Latin and the punctuation of both, cut by the
 * package into about a hundred files per weight by Unicode range. A card
 * loads only the files its text needs (a title touches ten or so, 40 KB
 * each), read from disk once per process: nothing is fetched at run time.
 * The woff files, because the card's renderer reads woff but not woff2.
 */
const packageDir = () =>
  path.join(
    /* turbopackIgnore: true */ process.cwd(),
    'node_modules',
    '@fontsource',
    'noto-sans-sc',
  )

export type FontWeight = 400 | 700

/** One file of the font: the code points it draws. */
type Part = { key: string; ranges: [number, number][] }

let parts: Part[] | undefined

/** The package's list of parts and their ranges ("U+4e00-4e3f,U+5000"). */
function partsOfFont(): Part[] {
  parts ??= Object.entries(
    JSON.parse(readFileSync(path.join(packageDir(), 'unicode.json'), 'utf8')) as Record<
      string,
      string
    >,
  ).map(([key, ranges]) => ({
    key: key.replace(/^\[(\d+)\]$/, '$1'),
    ranges: ranges.split(',').map((range): [number, number] => {
      const [from, to] = range.trim().replace(/^U\+/i, '').split('-')
      const start = Number.parseInt(from ?? '', 16)
      return [start, to ? Number.parseInt(to, 16) : start]
    }),
  }))
  return parts
}

const partOf = (codePoint: number): Part | undefined =>
  partsOfFont().find((part) =>
    part.ranges.some(([from, to]) => codePoint >= from && codePoint <= to),
  )

/**
 * `text` without the characters the font cannot draw (emoji, rare
 * ideographs beyond its sets, controls): drawn, they would be empty boxes.
 */
export function drawable(text: string): string {
  let kept = ''
  for (const character of text) {
    const codePoint = character.codePointAt(0)!
    if (/\s/.test(character)) kept += ' '
    else if (codePoint >= 0x20 && partOf(codePoint)) kept += character
  }
  return kept.replace(/ {2,}/g, ' ').trim()
}

const files = new Map<string, Promise<Buffer>>()
function fileOf(key: string, weight: FontWeight): Promise<Buffer> {
  const name = `noto-sans-sc-${key}-${weight}-normal.woff`
  let file = files.get(name)
  if (!file) {
    file = readFile(path.join(packageDir(), 'files', name))
    file.catch(() => files.delete(name))
    files.set(name, file)
  }
  return file
}

/** A font as the renderer takes it. */
export type CardFont = { name: string; data: Buffer; weight: FontWeight; style: 'normal' }

/**
 * The parts of the font that `texts` need, in `weight`, each under a name of
 * its own (the renderer keeps one font per name and weight) and `family`,
 * the list of those names, which a style's `fontFamily` takes: each
 * character is drawn by the first of them that has it.
 */
export async function fontsFor(
  texts: string[],
  weight: FontWeight,
): Promise<{ fonts: CardFont[]; family: string }> {
  const keys = new Set<string>(['latin'])
  for (const text of texts)
    for (const character of text) {
      const part = partOf(character.codePointAt(0)!)
      if (part) keys.add(part.key)
    }
  const fonts = await Promise.all(
    [...keys].map(async (key) => ({
      name: `Noto Sans SC ${key} ${weight}`,
      data: await fileOf(key, weight),
      weight,
      style: 'normal' as const,
    })),
  )
  return { fonts, family: fonts.map((font) => `'${font.name}'`).join(', ') }
}
