'use client'

import { useFormFields, useLocale, useTranslation } from '@payloadcms/ui'

type Limits = { zh: number; en: number }

const texts = {
  zh: {
    count: (length: number, limit: number) => `${length} / ${limit} 字`,
    over: (by: number) => `超出 ${by} 字：搜索结果和分享卡片会截断`,
  },
  en: {
    count: (length: number, limit: number) => `${length} / ${limit} characters`,
    over: (by: number) => `${by} over: search results and share cards would cut it`,
  },
} as const

/**
 * The length of a text against its limit in the language being edited,
 * under its input (a title: what search results and share cards show in
 * full). Saving past the limit is refused (fields/language-check.ts).
 */
export function LengthCounter({ path, limits }: { path: string; limits: Limits }) {
  const value = useFormFields(([fields]) => fields[path]?.value)
  const locale = useLocale()
  const { i18n } = useTranslation()
  const t = i18n.language === 'en' ? texts.en : texts.zh
  const limit = locale.code === 'en' ? limits.en : limits.zh
  const length = [...(typeof value === 'string' ? value : '')].length
  const over = length - limit
  return (
    <div
      data-length-counter
      aria-live="polite"
      style={{
        marginTop: 4,
        fontSize: 12,
        textAlign: 'end',
        color: over > 0 ? 'var(--theme-error-500)' : 'var(--theme-elevation-600)',
      }}
    >
      {t.count(length, limit)}
      {over > 0 ? ` · ${t.over(over)}` : null}
    </div>
  )
}
