'use client'

import {
  ConfirmationModal,
  PublishButton,
  useDocumentInfo,
  useFormFields,
  useLocale,
  useModal,
  useTranslation,
} from '@payloadcms/ui'
import type { PublishButtonClientProps } from 'payload'
import { useRef, type MouseEvent } from 'react'
import type { AdminText } from '../admin-text'
import { publishWarnings, warningLines } from '../publish-warnings'

const texts = {
  heading: { zh: '发布前请确认', en: 'Before you publish' },
  confirm: { zh: '仍然发布', en: 'Publish anyway' },
  cancel: { zh: '返回编辑', en: 'Back to editing' },
} satisfies Record<string, AdminText>

/**
 * Payload's publish button, which first says what a publish would take off
 * the site or leave missing in a language, and publishes once the editor
 * confirms; without either, it publishes at once as before.
 */
export function WarnedPublishButton(props: PublishButtonClientProps) {
  const { id, collectionSlug, hasPublishedDoc } = useDocumentInfo()
  const { code: editing } = useLocale()
  const { i18n } = useTranslation()
  const language = i18n.language === 'en' ? 'en' : 'zh'
  const { openModal } = useModal()
  const form = useFormFields(([fields]) => ({
    savedPublishedAt: fields.publishedAt?.initialValue,
    publishedAt: fields.publishedAt?.value,
    complete: fields.translations?.initialValue,
  }))
  const confirmed = useRef(false)
  const wrapper = useRef<HTMLDivElement>(null)
  const slug = `publish-warning-${collectionSlug ?? 'global'}-${id ?? 'new'}`
  const lines = warningLines(
    publishWarnings({ ...form, live: hasPublishedDoc, editing }, new Date()),
    language,
  )

  const onClickCapture = (event: MouseEvent<HTMLDivElement>) => {
    const button = (event.target as Element).closest('#action-save')
    if (!button || lines.length === 0) return
    if (confirmed.current) {
      confirmed.current = false
      return
    }
    event.preventDefault()
    event.stopPropagation()
    openModal(slug)
  }

  return (
    <div ref={wrapper} onClickCapture={onClickCapture} style={{ display: 'contents' }}>
      <PublishButton {...props} />
      <ConfirmationModal
        modalSlug={slug}
        heading={texts.heading[language]}
        body={
          <>
            {lines.map((line) => (
              <p key={line}>{line}</p>
            ))}
          </>
        }
        confirmLabel={texts.confirm[language]}
        cancelLabel={texts.cancel[language]}
        onConfirm={() => {
          confirmed.current = true
          wrapper.current?.querySelector<HTMLButtonElement>('#action-save')?.click()
        }}
      />
    </div>
  )
}
