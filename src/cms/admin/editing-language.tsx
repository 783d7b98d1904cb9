'use client'

import {
  ConfirmationModal,
  useFormModified,
  useLocale,
  useModal,
  useTranslation,
} from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useEffect, useRef } from 'react'

const leaveLanguageModal = 'leave-language-without-saving'

/**
 * Asks before the language menu switches the form to another language while
 * it holds unsaved edits, as a link out of the form does: the menu itself
 * would reload the form in the other language and drop them silently.
 */
function useAskBeforeLanguageSwitch(): { onLeave: () => void } {
  const modified = useFormModified()
  const { openModal } = useModal()
  const router = useRouter()
  const target = useRef<string | null>(null)
  useEffect(() => {
    if (!modified) return
    const onClick = (event: MouseEvent) => {
      // An option of the language menu (its list opens apart from the menu's button).
      const option = (event.target as Element | null)?.closest?.('.popup-button-list__button')
      const code = option
        ?.querySelector('.localizer__locale-code[data-locale]')
        ?.getAttribute('data-locale')
      if (!code) return
      // Before the menu's own handler (React's, at the root) sees the click.
      event.preventDefault()
      event.stopPropagation()
      target.current = code
      openModal(leaveLanguageModal)
    }
    document.addEventListener('click', onClick, true)
    return () => document.removeEventListener('click', onClick, true)
  }, [modified, openModal])
  return {
    onLeave: () => {
      const code = target.current
      if (!code) return
      const params = new URLSearchParams(window.location.search)
      params.set('locale', code)
      router.push(`${window.location.pathname}?${params.toString()}`)
    },
  }
}

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
 * Chinese text is never saved as the English version by mistake; switching
 * the language with unsaved edits asks first.
 */
export function EditingLanguage() {
  const locale = useLocale()
  const { i18n, t: translate } = useTranslation()
  const { onLeave } = useAskBeforeLanguageSwitch()
  const t = i18n.language === 'en' ? texts.en : texts.zh
  const code = locale.code === 'en' ? 'en' : 'zh'
  return (
    <>
      <ConfirmationModal
        modalSlug={leaveLanguageModal}
        heading={translate('general:leaveWithoutSaving')}
        body={translate('general:changesNotSaved')}
        cancelLabel={translate('general:stayOnThisPage')}
        confirmLabel={translate('general:leaveAnyway')}
        onConfirm={onLeave}
      />
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
    </>
  )
}
