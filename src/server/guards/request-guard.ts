import { coversRoot, parseCoverFile } from '../../content/news/cover-art'
import { cardsRoot, parseCardFile } from '../../content/share-cards/model'
import { filePattern, outsidePagesPattern, tooDeepPattern } from '../../content/site-roots'

/** The methods the site answers; any other is refused before Next.js sees it. */
const methods = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']

/**
 * Next.js's image optimiser: the site shows the CMS's own WebP renditions
 * (`srcset`) and never uses it, and each request of it costs the one thread
 * (a flood of them cost a page 100 ms at p99).
 */
const imageOptimiser = /^\/_next\/image\/?$/

/** Folders whose files' names follow a rule, and that rule. */
const namedFiles: [root: string, names: (file: string) => unknown][] = [
  [cardsRoot, parseCardFile],
  [coversRoot, parseCoverFile],
]

/**
 * A path in the cards' or drawn covers' folder whose name none can have
 * (src/content/share-cards, src/content/news/cover-art.ts).
 */
function noSuchFile(path: string): boolean {
  return namedFiles.some(
    ([root, names]) => path.startsWith(`${root}/`) && !names(path.slice(root.length + 1)),
  )
}

export type Refusal = { status: 400 | 404 | 405; allow?: string; message: string }

function decodes(path: string): boolean {
  try {
    decodeURIComponent(path)
    return true
  } catch {
    return false
  }
}

/**
 * Why the server refuses a request before the framework, or null: a method
 * the site does not use (Next.js failed on TRACE with a 500, and answered
 * others with a page), a write to a static file, a path outside the pages
 * that is not valid percent-encoding (the CMS failed on it with a 500; pages
 * answer such paths with their 404 page), Next.js's unused image optimiser,
 * a path deeper than the single files of the cards', covers' and QR codes'
 * folders (answered by Next.js with the 404 page), a card's or drawn cover's name that none can have (each answered by Next.js costs a
 * flood's every request a route's work).
 */
export function refusalOf(method: string, path: string): Refusal | null {
  if (!methods.includes(method)) {
    return {
      status: 405,
      allow: methods.join(', '),
      message: '不支持此请求方法。Method not allowed.',
    }
  }
  if (filePattern.test(path) && method !== 'GET' && method !== 'HEAD') {
    return {
      status: 405,
      allow: 'GET, HEAD',
      message: '此文件只能读取。This file can only be read.',
    }
  }
  if (imageOptimiser.test(path) || tooDeepPattern.test(path) || noSuchFile(path)) {
    return { status: 404, message: '未找到。Not found.' }
  }
  if (outsidePagesPattern.test(path) && !decodes(path)) {
    return { status: 400, message: '地址编码无效。The address is not validly encoded.' }
  }
  return null
}
