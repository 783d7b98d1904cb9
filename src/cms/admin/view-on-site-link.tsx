'use client'

import { Button, useDocumentInfo, useFormFields } from '@payloadcms/ui'
import type { AdminText } from '../admin-text'
import { publicationState } from '../publication-state'

const texts = {
  label: { zh: '在网站上查看', en: 'View on site' },
  newTab: { zh: '（在新标签页打开）', en: ' (opens in a new tab)' },
} satisfies Record<string, AdminText>

/**
 * The link to the item's page, shown only while a visitor finds it there:
 * a version is published, its publish date has come, and the language being
 * edited is written (its title saved).
 */
export function ViewOnSiteLink({ href, language }: { href: string; language: 'zh' | 'en' }) {
  const { hasPublishedDoc, collectionSlug } = useDocumentInfo()
  const { status, publishedAt, title } = useFormFields(([fields]) => ({
    status: fields._status?.initialValue,
    publishedAt: fields.publishedAt?.initialValue,
    title: fields.title?.initialValue ?? fields.question?.initialValue,
  }))
  const published = status === 'published' || hasPublishedDoc
  const due = publicationState({ _status: 'published', publishedAt }, new Date()) === 'published'
  const written = typeof title === 'string' && title.trim() !== ''
  if (!collectionSlug || !published || !due || !written) return null
  return (
    <Button
      el="anchor"
      url={href}
      newTab
      buttonStyle="secondary"
      size="medium"
      margin={false}
      className="view-on-site"
      aria-label={`${texts.label[language]}${texts.newTab[language]}`}
      tooltip={texts.label[language]}
    >
      <span className="view-on-site__text">{texts.label[language]}</span> ↗
    </Button>
  )
}
