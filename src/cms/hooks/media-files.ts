import { existsSync } from 'node:fs'
import path from 'node:path'
import type { AfterErrorHook, UploadConfig } from 'payload'

type FileHandler = NonNullable<UploadConfig['handlers']>[number]

/** The CMS's own error shape. */
const notFoundBody = { errors: [{ message: 'Not Found' }] }
const notFound = () => Response.json(notFoundBody, { status: 404 })

/**
 * With files on disk, a name that is not there is not found: 404 (the CMS
 * itself would answer 500 and log an error for every such request). With
 * object storage this handler steps aside: its own handler answers 404.
 */
export function answerMissingLocalFile(staticDir: string, onDisk: boolean): FileHandler {
  // Names asked at run time: nothing here for the bundler to trace.
  const folder = path.resolve(/* turbopackIgnore: true */ staticDir)
  return (_req, { params: { filename } }) => {
    if (!onDisk) return undefined
    const file = path.resolve(/* turbopackIgnore: true */ folder, filename)
    if (file.startsWith(folder + path.sep) && existsSync(file)) return undefined
    return notFound()
  }
}

/**
 * The CMS refuses (403) a file name it cannot find among the uploads of the
 * `?prefix=` a URL names. Uploads are public, so that only means the file does
 * not exist (it was deleted, say): 404.
 */
export const unknownFileIsNotFound: AfterErrorHook = ({ error, req }) => {
  const status = (error as Error & { status?: unknown }).status
  if (status !== 403 || typeof req.routeParams?.filename !== 'string') return undefined
  return { status: 404, response: notFoundBody }
}
