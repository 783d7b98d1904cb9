import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'
import { ErrorScreen } from '@/components/layout/error-screen'
import { htmlLang, type Locale } from '@/i18n/locales'

/** Marks where the path goes in the translated message, so word order stays the catalogue's. */
const PATH_SLOT = '\u0000'

/** Where the page a visitor asked for exists in another language. */
export type OtherLanguage = { locale: Locale; href: string }

/**
 * The 404 screen: big 404, "Page not found: {path}" and a button home; for
 * an article written in another language only, says so and links to it.
 */
export async function NotFoundScreen({
  locale,
  path,
  otherLanguage,
}: {
  locale: Locale
  path: ReactNode
  otherLanguage?: OtherLanguage
}) {
  const t = await getTranslations({ locale, namespace: 'notFound' })
  if (otherLanguage) {
    const language = t(`languages.${otherLanguage.locale}`)
    return (
      <ErrorScreen
        code="404"
        title={t('otherLanguage', { language })}
        hint={t('otherLanguageHint', { language })}
        homeLabel={t('home')}
        action={
          // A plain link: the page is in the other language's layout.
          <a
            href={otherLanguage.href}
            hrefLang={htmlLang[otherLanguage.locale]}
            className="inline-flex h-12 items-center rounded-control border border-brand px-6 font-bold text-brand hover:bg-brand-soft"
          >
            {t('read', { language })}
          </a>
        }
      />
    )
  }
  const [before = '', after = ''] = t('message', { path: PATH_SLOT }).split(PATH_SLOT)
  return (
    <ErrorScreen
      code="404"
      title={
        <>
          {before}
          <span className="break-all">{path}</span>
          {after}
        </>
      }
      hint={t('hint')}
      homeLabel={t('home')}
    />
  )
}
