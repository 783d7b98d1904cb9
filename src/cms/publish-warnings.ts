import { locales, type Locale } from '../i18n/locales'
import { editorTime, publicationState, timeZoneName } from './publication-state'

/** The languages' names in each admin language. */
const languageNames: Record<'zh' | 'en', Record<Locale, string>> = {
  zh: { zh: '中文', en: '英文' },
  en: { zh: 'Chinese', en: 'English' },
}

/** What publishing the form as it stands would do that an editor may not mean. */
export type PublishWarnings = {
  /** The item is live, and its publish date was moved ahead: it leaves the site until then. */
  leavesUntil: string | null
  /** The languages it would still be missing on the site. */
  missing: Locale[]
}

/** The warnings of a publish, from the saved state and the form's values. */
export function publishWarnings(
  form: {
    live: boolean
    savedPublishedAt: unknown
    publishedAt: unknown
    complete: unknown
    editing: string
  },
  now: Date,
): PublishWarnings {
  const wasDue =
    publicationState({ _status: 'published', publishedAt: form.savedPublishedAt }, now) ===
    'published'
  const ahead =
    publicationState({ _status: 'published', publishedAt: form.publishedAt }, now) === 'scheduled'
  const complete = Array.isArray(form.complete) ? form.complete : null
  return {
    leavesUntil:
      form.live && wasDue && ahead && typeof form.publishedAt === 'string'
        ? form.publishedAt
        : null,
    // Collections written in one language have no list of complete ones.
    missing: complete
      ? locales.filter((locale) => locale !== form.editing && !complete.includes(locale))
      : [],
  }
}

/** The warnings as the dialog says them, in the admin's language. */
export function warningLines(warnings: PublishWarnings, language: 'zh' | 'en'): string[] {
  const lines: string[] = []
  if (warnings.leavesUntil) {
    const until = `${editorTime(warnings.leavesUntil)} ${timeZoneName[language]}`
    lines.push(
      language === 'zh'
        ? `它现在在网站上。发布时间改到了将来（${until}）：发布后，它会从网站上消失，到那时才再出现。`
        : `It is on the site now. Its publish date is now ahead (${until}): publishing takes it off the site until then.`,
    )
  }
  for (const locale of warnings.missing) {
    const name = languageNames[language][locale]
    lines.push(
      language === 'zh'
        ? `${name}版本还没有写完：发布后，${name}网站上不会有它。`
        : `The ${name} version is not complete: the ${name} site will not show it once published.`,
    )
  }
  return lines
}
