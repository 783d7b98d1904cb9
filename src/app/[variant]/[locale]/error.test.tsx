import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import en from '../../../../messages/en.json'
import zh from '../../../../messages/zh.json'
import { ErrorTextsProvider } from '@/components/app/error-texts.client'
import { LocaleProvider } from '@/i18n/locale-context.client'
import ErrorPage from './error'

function render(locale: 'zh' | 'en', error: Error & { digest?: string }) {
  const { error: texts } = locale === 'zh' ? zh : en
  return renderToString(
    <LocaleProvider locale={locale}>
      <ErrorTextsProvider texts={texts}>
        <ErrorPage error={error} reset={() => {}} />
      </ErrorTextsProvider>
    </LocaleProvider>,
  )
}

describe('the error page', () => {
  const error = Object.assign(
    new Error('SQLITE_CANTOPEN: unable to open database file /srv/app/data/site.db'),
    { digest: '2739481' },
  )
  error.stack = 'Error: SQLITE_CANTOPEN\n    at open (/srv/app/node_modules/libsql/index.js:1:1)'

  for (const locale of ['zh', 'en'] as const) {
    it(`shows a localized message, a retry and the reference, nothing else (${locale})`, () => {
      const t = (locale === 'zh' ? zh : en).error
      const html = render(locale, error)
      expect(html).toContain(t.title)
      expect(html).toContain(t.retry)
      expect(html).toContain(t.reference.replace('{id}', '2739481'))
      expect(html).not.toMatch(/SQLITE|node_modules|\/srv\/|at open/)
    })
  }
})
