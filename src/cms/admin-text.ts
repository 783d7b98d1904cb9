import type { LabelFunction, PayloadRequest } from 'payload'

/** A text of the admin in both of its interface languages. */
export type AdminText = { zh: string; en: string }

/** A label, description or option of the admin, in Chinese and English. */
export function both(zh: string, en: string): AdminText {
  return { zh, en }
}

/**
 * A label of a collection, global or field in the interface language.
 * Payload resolves it on the server, so the admin gets plain text (a label
 * given as `{ zh, en }` ends up as "[object Object]" in some of Payload's
 * accessible names, such as its sort buttons). Not for a field Payload
 * renders on the server (one with a component of its own, rich text): its
 * map of those fields is built once, in the language of the first screen
 * that needs it, and kept for every language; such a field takes `both()`,
 * which the admin translates as it renders.
 */
export function adminLabel(zh: string, en: string): LabelFunction {
  return ({ i18n }) => (i18n.language === 'en' ? en : zh)
}

/** A content type's names (src/content/types.ts) as the admin's labels of its collection. */
export function typeLabels({ labels }: { labels: { singular: AdminText; plural: AdminText } }): {
  singular: LabelFunction
  plural: LabelFunction
} {
  return {
    singular: adminLabel(labels.singular.zh, labels.singular.en),
    plural: adminLabel(labels.plural.zh, labels.plural.en),
  }
}

/** The two languages the admin speaks. */
export type AdminLanguage = keyof AdminText

/** The editor's interface language: Chinese unless English. */
export function adminLanguage(
  req: Partial<Pick<PayloadRequest, 'i18n'>> | undefined,
): AdminLanguage {
  return req?.i18n?.language === 'en' ? 'en' : 'zh'
}

/** A message (a validation error) in the editor's interface language: Chinese unless English. */
export function inAdminLanguage(
  req: Partial<Pick<PayloadRequest, 'i18n'>> | undefined,
  text: AdminText,
): string {
  return text[adminLanguage(req)]
}

/** A label of Payload's config (a function, a text, or a text per language) as the editor reads it. */
export function labelIn(
  label: unknown,
  req: Pick<PayloadRequest, 'i18n' | 't'>,
  fallback: string,
): string {
  if (typeof label === 'function') {
    return String((label as (args: unknown) => unknown)({ i18n: req.i18n, t: req.t }))
  }
  if (typeof label === 'string') return label
  if (label && typeof label === 'object') {
    const text = (label as Record<string, unknown>)[adminLanguage(req)]
    if (typeof text === 'string') return text
  }
  return fallback
}
