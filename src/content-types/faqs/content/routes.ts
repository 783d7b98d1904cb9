/**
 * The paths of the FAQ, without a locale prefix: the only place that spells
 * the ones below its page.
 */
const list = '/faq'

export const faqRoutes = {
  list,
  /** Where editors preview a question, followed by `/{id}`. */
  preview: `${list}/preview`,
} as const

/** Where a question is on the FAQ page (the id of its disclosure, which a link to it opens). */
export function faqAnchor(id: number | string): string {
  return `faq-${id}`
}

/** A question, as a link: the FAQ page, opened at it. */
export function faqHref(id: number | string): string {
  return `${list}#${faqAnchor(id)}`
}

/** The FAQ's pages on the routes every type shares (content-type.ts): its page and an editor's preview. */
export const faqShared = {
  route(path: string): string | undefined {
    if (path === list) return '/list/all'
    const preview = new RegExp(`^${faqRoutes.preview}/([^/]+)/?$`).exec(path)?.[1]
    return preview === undefined ? undefined : `/preview/${preview}`
  },
  back(route: string): string {
    const [, page, id] = route.split('/')
    return page === 'preview' && id ? `${faqRoutes.preview}/${id}` : list
  },
}
