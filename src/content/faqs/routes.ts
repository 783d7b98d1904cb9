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
