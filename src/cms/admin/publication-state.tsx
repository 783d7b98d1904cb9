'use client'

import { useFormFields, useTranslation } from '@payloadcms/ui'
import type { DefaultCellComponentProps } from 'payload'
import {
  editorTime,
  publicationState,
  stateNames,
  timeZoneName,
  type PublicationState,
} from '../publication-state'

const colours: Record<PublicationState, { background: string; color: string }> = {
  draft: { background: '#f3f4f6', color: '#374151' },
  scheduled: { background: '#fef3c7', color: '#92400e' },
  published: { background: '#dcfce7', color: '#166534' },
}

function StateLabel({ state, publishedAt }: { state: PublicationState; publishedAt?: unknown }) {
  const { i18n } = useTranslation()
  const language = i18n.language === 'en' ? 'en' : 'zh'
  const time =
    state === 'scheduled' && typeof publishedAt === 'string' ? editorTime(publishedAt) : null
  return (
    <span data-publication-state={state} style={{ whiteSpace: 'nowrap' }}>
      <span
        style={{
          ...colours[state],
          display: 'inline-block',
          padding: '2px 8px',
          borderRadius: 999,
          fontSize: 12,
          fontWeight: 600,
        }}
      >
        {stateNames[state][language]}
      </span>
      {time ? (
        <span style={{ marginInlineStart: 8, fontSize: 12 }}>
          {time} {timeZoneName[language]}
        </span>
      ) : null}
    </span>
  )
}

/** The list column: draft, scheduled (with its time) or published. */
export function PublicationStateCell({ rowData }: DefaultCellComponentProps) {
  const row = rowData as { _status?: unknown; publishedAt?: unknown }
  return <StateLabel state={publicationState(row, new Date())} publishedAt={row.publishedAt} />
}

/**
 * The state in the edit screen's header when the saved version is published
 * with a publish date ahead: "scheduled" with its time, as the sidebar and
 * the list say. Payload's own state ("published") is then hidden
 * (app/(payload)/custom.css); in every other state it stays, with its revert.
 */
export function DocumentStatus() {
  const { status, publishedAt } = useFormFields(([fields]) => ({
    status: fields._status?.initialValue,
    publishedAt: fields.publishedAt?.initialValue,
  }))
  const { i18n } = useTranslation()
  if (publicationState({ _status: status, publishedAt }, new Date()) !== 'scheduled') return null
  const language = i18n.language === 'en' ? 'en' : 'zh'
  const time = typeof publishedAt === 'string' ? editorTime(publishedAt) : ''
  return (
    <div className="status" data-document-status="scheduled">
      <div className="status__value-wrap">
        <span className="status__label">{language === 'en' ? 'Status: ' : '状态：'}</span>
        <span className="status__value">
          {stateNames.scheduled[language]} {time} {timeZoneName[language]}
        </span>
      </div>
    </div>
  )
}

/** The same state in the edit screen's sidebar, as last saved. */
export function PublicationStateField() {
  const { status, publishedAt } = useFormFields(([fields]) => ({
    status: fields._status?.initialValue,
    publishedAt: fields.publishedAt?.initialValue,
  }))
  const { i18n } = useTranslation()
  return (
    <div style={{ marginBottom: 24 }}>
      <div style={{ fontSize: 13, marginBottom: 6, color: 'var(--theme-elevation-800)' }}>
        {i18n.language === 'en' ? 'Publication' : '发布状态'}
      </div>
      <StateLabel
        state={publicationState({ _status: status, publishedAt }, new Date())}
        publishedAt={publishedAt}
      />
    </div>
  )
}
