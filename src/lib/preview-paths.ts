import { jobPreviewRoot } from '../content/jobs/routes'
import { newsRoutes } from '../content/news/routes'

/** Where the site shows editors' previews, each followed by `/{id}`. */
const previewRoots = [newsRoutes.preview, jobPreviewRoot, '/faq/preview'] as const
export type PreviewRoot = (typeof previewRoots)[number]

/** Whether a (locale-less) path is an editor's preview: no visitor gets past the proxy there. */
export function isPreviewPath(path: string): boolean {
  return previewRoots.some((root) => path.startsWith(`${root}/`))
}
