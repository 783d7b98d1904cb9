'use client'

import { useField, useFormFields, useLocale, useTranslation } from '@payloadcms/ui'
import type { CheckboxFieldClientComponent } from 'payload'
import { useId } from 'react'
import { otherLanguagePart } from '../text-language'

const texts = {
  zh: {
    warning: '以下文字看起来不是正在编辑的语言：',
    confirm: '语言无误，仍然保存',
  },
  en: {
    warning: 'This text does not look like the language being edited:',
    confirm: 'The language is right, save anyway',
  },
} as const

/**
 * Shown while a checked text (a title, a summary, a paragraph of the body)
 * looks like the other language (Chinese text in the English version, or an
 * English sentence in the Chinese one): says so, and lets the editor confirm
 * that it is meant. Saving, a draft included, without the confirmation is
 * refused at the field (fields/language-check.ts).
 */
export const ConfirmLanguage: CheckboxFieldClientComponent = ({ field, path }) => {
  const locale = useLocale()
  const { i18n } = useTranslation()
  const t = i18n.language === 'en' ? texts.en : texts.zh
  const id = useId()
  const names = ((field.admin?.custom as { fields?: string[] } | undefined)?.fields ?? []).filter(
    (name) => typeof name === 'string',
  )
  const values = useFormFields(([fields]) => names.map((name) => fields[name]?.value))
  const { value, setValue } = useField<boolean>({ path })
  const code = locale.code === 'en' ? 'en' : 'zh'
  const flagged = values
    .map((value) => otherLanguagePart(value, code))
    .filter((part): part is string => part !== null)
  if (flagged.length === 0 && !value) return null
  return (
    <div
      role="alert"
      data-confirm-language
      style={{
        margin: '0 0 24px',
        padding: '12px 16px',
        borderRadius: 8,
        border: '1px solid #f59e0b',
        background: '#fffbeb',
        color: '#111827',
      }}
    >
      {flagged.length > 0 ? (
        <p style={{ margin: '0 0 8px', fontSize: 13, lineHeight: 1.6 }}>
          {t.warning} <q>{String(flagged[0]).slice(0, 80)}</q>
        </p>
      ) : null}
      <label htmlFor={id} style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
        <input
          id={id}
          type="checkbox"
          checked={value === true}
          onChange={(event) => setValue(event.target.checked)}
        />
        <strong>{t.confirm}</strong>
      </label>
    </div>
  )
}
