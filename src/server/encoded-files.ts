/**
 * Static files compressed once, at build time: every compressible file of
 * the build's `static` folder and of `public/` gets a Brotli (quality 11) and
 * a gzip (level 9) copy under `<build>/encoded/`, named by the URL path it
 * answers, and a manifest the server reads at start (`encoded/manifest.json`):
 * per URL path, the original file, its type, a digest of its content and the
 * encodings written. The server then answers those paths itself with the copy
 * the request accepts (src/server/static-answer.ts): no compression per
 * request, for scripts and styles the one compression a small deployment
 * without a proxy gets (docs/decisions/019).
 */
import { createHash } from 'node:crypto'
import { mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises'
import { dirname, extname, join, relative, sep } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { Encoding } from './accept-encoding'

/** What the manifest says of one file. */
export type EncodedFile = {
  /** The original, relative to the project. */
  file: string
  type: string
  size: number
  /** A digest of the original's bytes (the ETag's core). */
  digest: string
  /** Last modification of the original (ms since the epoch). */
  modified: number
  /** The encoded copies written (relative to the project), with their sizes. */
  encoded: Partial<Record<Encoding, { file: string; size: number }>>
}

export type Manifest = Record<string, EncodedFile>

/** The types worth compressing, by extension; images, fonts and video already are. */
const compressible: Record<string, string> = {
  '.js': 'application/javascript; charset=UTF-8',
  '.mjs': 'application/javascript; charset=UTF-8',
  '.css': 'text/css; charset=UTF-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=UTF-8',
  '.webmanifest': 'application/manifest+json; charset=UTF-8',
  '.txt': 'text/plain; charset=UTF-8',
  '.xml': 'application/xml; charset=UTF-8',
  '.map': 'application/json; charset=UTF-8',
  '.ico': 'image/x-icon',
}

function compressibleType(path: string): string | undefined {
  return compressible[extname(path).toLowerCase()]
}

const brotli = promisify(brotliCompress)
const gzipped = promisify(gzip)

const encoders: Record<Encoding, (body: Buffer) => Promise<Buffer>> = {
  br: (body) =>
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
  gzip: (body) => gzipped(body, { level: constants.Z_BEST_COMPRESSION }),
}

/** The encoded copies' folder and the manifest, under the build's folder. */
export const encodedFolder = (distDir: string) => join(distDir, 'encoded')
export const manifestPath = (distDir: string) => join(encodedFolder(distDir), 'manifest.json')

async function* filesUnder(folder: string): AsyncGenerator<string> {
  let entries
  try {
    entries = await readdir(folder, { withFileTypes: true })
  } catch {
    return
  }
  for (const entry of entries) {
    const path = join(folder, entry.name)
    if (entry.isDirectory()) yield* filesUnder(path)
    else if (entry.isFile()) yield path
  }
}

const urlPathOf = (prefix: string, root: string, file: string) =>
  prefix + relative(root, file).split(sep).map(encodeURIComponent).join('/')

/**
 * Writes the encoded copies and the manifest for a build in `distDir`
 * (relative to `projectDir`), and returns the manifest. A copy is kept only
 * when it is smaller than the original.
 */
export async function encodeStaticFiles(projectDir: string, distDir = '.next'): Promise<Manifest> {
  const roots = [
    { prefix: '/_next/static/', folder: join(distDir, 'static') },
    { prefix: '/', folder: 'public' },
  ]
  const out = encodedFolder(distDir)
  const files: { url: string; path: string; type: string }[] = []
  for (const { prefix, folder } of roots) {
    const root = join(projectDir, folder)
    for await (const path of filesUnder(root)) {
      const type = compressibleType(path)
      if (type) files.push({ url: urlPathOf(prefix, root, path), path, type })
    }
  }

  async function encodeOne({ url, path, type }: (typeof files)[number]): Promise<EncodedFile> {
    const body = await readFile(path)
    const entry: EncodedFile = {
      file: relative(projectDir, path).split(sep).join('/'),
      type,
      size: body.length,
      digest: createHash('sha256').update(body).digest('base64url').slice(0, 27),
      modified: Math.floor((await stat(path)).mtimeMs / 1000) * 1000,
      encoded: {},
    }
    for (const encoding of ['br', 'gzip'] as const) {
      const encoded = await encoders[encoding](body)
      if (encoded.length >= body.length) continue
      const file = join(out, `${url.slice(1)}.${encoding === 'br' ? 'br' : 'gz'}`)
      await mkdir(dirname(join(projectDir, file)), { recursive: true })
      await writeFile(join(projectDir, file), encoded)
      entry.encoded[encoding] = { file: file.split(sep).join('/'), size: encoded.length }
    }
    return entry
  }

  // zlib works on libuv's threads: a few files at a time keep every core busy.
  const manifest: Manifest = {}
  let next = 0
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (next < files.length) {
        const file = files[next++]!
        manifest[file.url] = await encodeOne(file)
      }
    }),
  )
  await mkdir(join(projectDir, out), { recursive: true })
  await writeFile(join(projectDir, manifestPath(distDir)), JSON.stringify(manifest))
  return manifest
}
