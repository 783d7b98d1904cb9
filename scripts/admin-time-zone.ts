/**
 * Every time the admin writes (last modified, created, the list's columns,
 * the versions and their dialogs) in the company's zone, not in the zone of
 * the computer that draws it: the editor's browser for most of them, the
 * server for the version pages. Payload formats them all with one function,
 * `formatDate`, whose zone is an argument it leaves out where a field has no
 * zone of its own; this gives that argument the company's zone as its
 * default, in each of the files Payload ships the function in. The admin's
 * date format names the zone beside each time (payload.config.ts).
 *
 * Run after every install (`postinstall`) and before every build; running it
 * again changes nothing. When Payload ships the function otherwise, it stops
 * with the file to look at rather than leave the admin in two zones.
 * When to remove: once Payload's admin takes a default zone for every time.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { timeZone } from '../src/i18n/locales'

/** The files of `@payloadcms/ui` that hold `formatDate`, relative to its `dist`. */
export const formatDateFiles = [
  'utilities/formatDocTitle/formatDateTitle.js',
  'exports/shared/index.js',
  'exports/client/index.js',
]

/** `({ date, i18n, pattern, timezone }) => {`, as written and as minified. */
const head = ['date', 'i18n', 'pattern', 'timezone']
  .map((name) => `${name}(?:\\s*:\\s*[\\w$]+)?`)
  .join('\\s*,\\s*')
const tail = '\\s*\\}\\)\\s*=>\\s*\\{'

/**
 * The file's text with `formatDate`'s zone defaulting to `zone`; the same
 * text when it already does. Throws unless the function is there exactly once.
 */
export function withDefaultZone(text: string, zone: string): string {
  const given = JSON.stringify(zone)
  const done = new RegExp(`\\(\\{\\s*${head}\\s*=\\s*${given}${tail}`, 'g')
  if (text.match(done)?.length === 1) return text
  const signature = new RegExp(`(\\(\\{\\s*${head})(${tail})`, 'g')
  const found = text.match(signature)?.length ?? 0
  if (found !== 1) throw new Error(`formatDate found ${found} times, not once`)
  return text.replace(
    signature,
    (_whole, start: string, end: string) => `${start} = ${given}${end}`,
  )
}

/** The installed `@payloadcms/ui`'s `dist` folder. */
export function payloadUiDist(): string {
  const shared = createRequire(import.meta.url).resolve('@payloadcms/ui/shared')
  return path.resolve(path.dirname(shared), '..', '..')
}

function main() {
  const dist = payloadUiDist()
  for (const file of formatDateFiles) {
    const at = path.join(dist, file)
    const text = readFileSync(at, 'utf8')
    let next: string
    try {
      next = withDefaultZone(text, timeZone)
    } catch (error) {
      console.error(`admin-time-zone: ${at}: ${(error as Error).message}`)
      process.exit(1)
    }
    if (next !== text) writeFileSync(at, next)
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main()
