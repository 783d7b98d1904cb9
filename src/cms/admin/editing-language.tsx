'use client'

import { useLocale, useTranslation } from '@payloadcms/ui'

/** The language names and banner texts, in the interface language (Chinese unless English). */
const texts = {
  zh: {
    names: { zh: '中文', en: '英文' },
    editing: (name: string) => `正在编辑：${name}版本`,
    hint: '在右上角切换要编辑的语言；每种语言分别保存，网站只显示文字完整的语言。',
  },
  en: {
    names: { zh: 'Chinese', en: 'English' },
    editing: (name: string) => `Editing the ${name} version`,
    hint: 'Switch the language being edited at the top right; each language is saved on its own, and the site shows only complete ones.',
  },
} as const

/**
 * A banner at the top of every edit screen of content written in both
 * languages, saying which language version the editor is changing, so that
 * Chinese text is never saved as the English version by mistake.
 */
export function EditingLanguage() {
  const locale = useLocale()
  const { i18n } = useTranslation()
  const t = i18n.language === 'en' ? texts.en : texts.zh
  const code = locale.code === 'en' ? 'en' : 'zh'
  return (
    <div
      role="status"
      data-editing-language={code}
      style={{
        margin: '0 0 24px',
        padding: '12px 16px',
        borderRadius: 8,
        borderLeft: `6px solid ${code === 'en' ? '#0e7490' : '#3a4fe0'}`,
        background: code === 'en' ? '#ecfeff' : '#eef1ff',
        color: '#111827',
      }}
    >
      <strong style={{ fontSize: 16 }}>{t.editing(t.names[code])}</strong>
      <p style={{ margin: '4px 0 0', fontSize: 13, lineHeight: 1.6 }}>{t.hint}</p>
    </div>
  )
}
