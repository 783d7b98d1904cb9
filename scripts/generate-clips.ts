/**
 * Draws the short clips of the launch videos (src/cms/seed/assets/clips): each
 * is the cover artwork of its theme coming to life (the line art drawn in,
 * a slow glow, dots orbiting), rendered frame by frame with sharp and encoded
 * as a small H.264 MP4 by ffmpeg. The clips are committed; run this only to
 * change them. Needs ffmpeg (Debian: apt-get install ffmpeg).
 * Run: npx tsx scripts/generate-clips.ts
 */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import type { CoverMotif } from '../src/cms/seed/content/types'
import { backdrop, motifSvg } from '../src/cms/seed/covers'

const WIDTH = 640
const HEIGHT = 360
const FPS = 24
const SECONDS = 8

const clips: { file: string; motif: CoverMotif; hue: number }[] = [
  // The motif and hue of each video's poster (src/cms/seed/content/videos.ts).
  { file: 'general-model.mp4', motif: 'network', hue: 215 },
  { file: 'reasoning.mp4', motif: 'spark', hue: 265 },
  { file: 'qihuang-tcm.mp4', motif: 'leaf', hue: 140 },
  { file: 'computing-centres.mp4', motif: 'globe', hue: 190 },
]

const outDir = path.resolve(import.meta.dirname, '../src/cms/seed/assets/clips')

/** Eases 0..1 in and out. */
const ease = (t: number) => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2)

function frameSvg(motif: CoverMotif, hue: number, t: number): string {
  // The line art is drawn in over the first three seconds, then breathes.
  const drawn = ease(Math.min(1, t / 3))
  const breath = 1 + 0.025 * Math.sin((t / SECONDS) * Math.PI * 4)
  const glow = 0.3 + 0.2 * Math.sin((t / SECONDS) * Math.PI * 2)
  const orbit = (t / SECONDS) * Math.PI * 2
  const dots = [0, 1, 2]
    .map((i) => {
      const angle = orbit + (i * Math.PI * 2) / 3
      const x = 320 + Math.cos(angle) * 150
      const y = 180 + Math.sin(angle) * 150 * 0.45
      return `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${4 - i}" fill="hsl(${(hue + 40) % 360} 80% 70%)" fill-opacity="0.9"/>`
    })
    .join('')
  const dash = 2400
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
${backdrop(hue, { width: WIDTH, height: HEIGHT }, { cx: 0.5, cy: 0.5, opacity: glow })}
<g transform="translate(320 180) scale(${(0.48 * breath).toFixed(4)}) translate(-300 -300)" stroke-dasharray="${dash}" stroke-dashoffset="${((1 - drawn) * dash).toFixed(1)}" opacity="${(0.3 + 0.7 * drawn).toFixed(3)}">${motifSvg(motif, hue)}</g>
${dots}
</svg>`
}

const work = mkdtempSync(path.join(tmpdir(), 'clips-'))
try {
  for (const clip of clips) {
    const frames = FPS * SECONDS
    for (let i = 0; i < frames; i++) {
      await sharp(Buffer.from(frameSvg(clip.motif, clip.hue, i / FPS)))
        .png()
        .toFile(path.join(work, `${String(i).padStart(4, '0')}.png`))
    }
    const out = path.join(outDir, clip.file)
    execFileSync('ffmpeg', [
      ...['-y', '-loglevel', 'error', '-framerate', String(FPS)],
      ...['-i', path.join(work, '%04d.png')],
      ...['-c:v', 'libx264', '-preset', 'slow', '-crf', '30', '-pix_fmt', 'yuv420p'],
      ...['-movflags', '+faststart', '-an', out],
    ])
    console.log(`${clip.file}: ${Math.round(statSync(out).size / 1024)} KB`)
  }
} finally {
  rmSync(work, { recursive: true, force: true })
}
