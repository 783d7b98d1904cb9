/**
 * Two corrections to the installed admin (`@payloadcms/ui`), made after every
 * install (`postinstall`) and before every build; running them again changes
 * nothing, and when Payload ships the code otherwise they stop with the file
 * to look at. When to remove: once Payload does each itself.
 *
 * 1. Every time the admin writes (last modified, created, the list's columns,
 * the versions and their dialogs) in the company's zone, not in the zone of
 * the computer that draws it: the editor's browser for most of them, the
 * server for the version pages. Payload formats them all with one function,
 * `formatDate`, whose zone is an argument it leaves out where a field has no
 * zone of its own; this gives that argument the company's zone as its
 * default, in each of the files Payload ships the function in. The admin's
 * date format (its `dateFormat`) names the zone beside each time.
 *
 * 2. The fields' labels of a version's comparison in the admin's language:
 * Payload keeps the fields it draws on the server per collection, built in
 * the language of the first editor to open a version, and showed an English
 * admin the Chinese labels (or the reverse) until the server restarted.
 * Kept per collection and language instead.
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

/** The file of `@payloadcms/ui` that keeps the fields drawn on the server, relative to its `dist`. */
export const schemaMapFile = 'utilities/getClientSchemaMap.js'

const schemaMapKey = 'const cacheKey = collectionSlug || globalSlug || `widget:${widgetSlug}`;'
const schemaMapKeyPerLanguage =
  'const cacheKey = `${collectionSlug || globalSlug || `widget:${widgetSlug}`}:${i18n?.language}`;'

/** The file's text with the kept fields' key naming the language too; the same text when it does. */
export function withSchemaMapPerLanguage(text: string): string {
  if (text.includes(schemaMapKeyPerLanguage)) return text
  const found = text.split(schemaMapKey).length - 1
  if (found !== 1) throw new Error(`the schema map's key found ${found} times, not once`)
  return text.replace(schemaMapKey, schemaMapKeyPerLanguage)
}

function patch(file: string, change: (text: string) => string) {
  const at = path.join(payloadUiDist(), file)
  const text = readFileSync(at, 'utf8')
  let next: string
  try {
    next = change(text)
  } catch (error) {
    console.error(`patch-admin: ${at}: ${(error as Error).message}`)
    process.exit(1)
  }
  if (next !== text) writeFileSync(at, next)
}

function main() {
  for (const file of formatDateFiles) patch(file, (text) => withDefaultZone(text, timeZone))
  patch(schemaMapFile, withSchemaMapPerLanguage)
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main()
