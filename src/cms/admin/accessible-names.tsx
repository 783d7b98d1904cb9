'use client'

import { useTranslation } from '@payloadcms/ui'
import { useEffect, type ReactNode } from 'react'
import { editorTime, timeZoneName } from '../publication-state'

/**
 * Names for screen readers that Payload's editor and lists write in English
 * only, with no setting to word them: the body editor's handles and link
 * buttons, the list's select-all box (named by its tooltip), the
 * notifications region; and its dialogs' (nameDialog below).
 */
const names: Record<string, { zh: string; en: string }> = {
  'Drag to move': { zh: '拖动以移动', en: 'Drag to move' },
  'Add block': { zh: '添加段落或内容块', en: 'Add block' },
  'Insert Paragraph': { zh: '在末尾添加段落', en: 'Insert paragraph' },
  'Edit link': { zh: '编辑链接', en: 'Edit link' },
  'Remove link': { zh: '移除链接', en: 'Remove link' },
  'select-all': { zh: '全选', en: 'Select all' },
  'Notifications alt+T': { zh: '通知（Alt+T）', en: 'Notifications (Alt+T)' },
}

/** Where those names are: the accessible name, and the tooltip that serves as one. */
const attributes = ['aria-label', 'title']

/** Visible words Payload leaves in English only: its date picker's, its live preview's. */
const words: Record<string, Record<string, { zh: string; en: string }>> = {
  '.react-datepicker-time__header': { Time: { zh: '时间（北京时间）', en: 'Time (Beijing time)' } },
  // The live preview's own width, which Payload names in English only.
  '.live-preview-toolbar .rs__single-value, .rs__option': {
    Responsive: { zh: '自适应宽度', en: 'Responsive' },
  },
}

/**
 * The time in the "locked by another editor" dialog, which Payload writes in
 * American English in the browser's zone ("Nov 29, 2026, 4:26 AM"), written
 * as every other time of the admin: 2026-11-29 12:26, Beijing time.
 */
function lockedSince(element: Element, language: 'zh' | 'en') {
  const text = element.textContent?.trim() ?? ''
  if (!/\d{4}.*\b[AP]M$/.test(text)) return
  const at = Date.parse(text)
  if (Number.isNaN(at)) return
  element.textContent = `${editorTime(new Date(at).toISOString())} ${timeZoneName[language]}`
}

/**
 * A dialog's name: Payload's dialogs are named by their internal key
 * ("confirm-un-publish-12", "restore-version"), which a screen reader reads
 * out; they are named by their heading instead, in the admin's language.
 */
function nameDialog(dialog: Element) {
  const label = dialog.getAttribute('aria-label') ?? ''
  if (!/^[a-z0-9-]+$/.test(label)) return
  const heading = dialog.querySelector('h1, h2, h3')?.textContent?.trim()
  if (heading) dialog.setAttribute('aria-label', heading)
}

/**
 * Around every admin screen: gives those controls their names, and the date
 * picker its words, in the admin's language, as they appear. When to remove: once Payload's editor and lists
 * take these names from its translations.
 */
export function AccessibleNames({ children }: { children?: ReactNode }) {
  const { i18n } = useTranslation()
  const language = i18n.language === 'en' ? 'en' : 'zh'
  useEffect(() => {
    const rename = (element: Element) => {
      for (const attribute of attributes) {
        const label = element.getAttribute(attribute)
        const name = label ? names[label]?.[language] : undefined
        if (name && name !== label) element.setAttribute(attribute, name)
      }
    }
    const reword = (root: Element) => {
      for (const [selector, texts] of Object.entries(words)) {
        const found = root.matches(selector) ? [root] : [...root.querySelectorAll(selector)]
        for (const element of found) {
          const text = texts[element.textContent?.trim() ?? '']?.[language]
          if (text && element.textContent !== text) element.textContent = text
        }
      }
    }
    const scan = (root: Element) => {
      rename(root)
      root.querySelectorAll('[aria-label], [title]').forEach(rename)
      reword(root)
      root.querySelectorAll('.document-locked strong').forEach((element) => {
        lockedSince(element, language)
      })
      const dialog = root.closest('[aria-modal="true"]')
      if (dialog) nameDialog(dialog)
      root.querySelectorAll('[aria-modal="true"]').forEach(nameDialog)
    }
    scan(document.body)
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'attributes' && record.target instanceof Element) rename(record.target)
        record.addedNodes.forEach((node) => {
          if (node instanceof Element) scan(node)
        })
      }
    })
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: attributes,
    })
    return () => observer.disconnect()
  }, [language])
  return <>{children}</>
}
