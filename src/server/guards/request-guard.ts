import { coversRoot } from '@/content/drawn-covers'
import { drawnCoverArt } from '@/content/types'
import { cardsRoot, parseCardFile } from '../../content/share-cards/model'
import { filePattern, outsidePagesPattern, tooDeepPattern } from '../../content/site-roots'

export type Refusal = { status: 400 | 404 | 405; allow?: string; message: string }
const refusal = (status: Refusal['status'], message: string, allow?: string): Refusal =>
  allow ? { status, allow, message } : { status, message }

/** The methods the site answers (Next.js failed on TRACE with a 500, and answered others with a page). */
const methods = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']
const refusals = {
  method: refusal(405, '不支持此请求方法。Method not allowed.', methods.join(', ')),
  write: refusal(405, '此文件只能读取。This file can only be read.', 'GET, HEAD'),
  missing: refusal(404, '未找到。Not found.'),
  encoding: refusal(400, '地址编码无效。The address is not validly encoded.'),
}

/** Folders of files whose names follow a rule (src/content/share-cards, src/content/drawn-covers.ts). */
const namedFiles = Object.entries({ [cardsRoot]: parseCardFile, [coversRoot]: drawnCoverArt })

/** Why the server refuses a request before the framework, or null. */
export function refusalOf(method: string, path: string): Refusal | null {
  if (!methods.includes(method)) return refusals.method
  if (filePattern.test(path) && method !== 'GET' && method !== 'HEAD') return refusals.write
  // What Next.js answers with its 404 page, at a route's cost to each request of a flood: its unused
  // image optimiser (pages show the CMS's WebP renditions), paths deeper than the single files of the
  // cards', covers' and QR codes' folders, names no card or drawn cover can have.
  if (/^\/_next\/image\/?$/.test(path) || tooDeepPattern.test(path)) return refusals.missing
  const [root, names] = namedFiles.find(([folder]) => path.startsWith(`${folder}/`)) ?? []
  if (root && !names?.(path.slice(root.length + 1))) return refusals.missing
  // Invalid percent-encoding outside the pages, where the CMS failed with a 500 (pages answer a 404).
  if (!outsidePagesPattern.test(path)) return null
  try {
    decodeURIComponent(path)
    return null
  } catch {
    return refusals.encoding
  }
}
