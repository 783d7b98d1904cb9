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
