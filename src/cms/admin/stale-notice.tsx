'use client'

import { useDocumentInfo, useFormFields, useLocale, useTranslation } from '@payloadcms/ui'
import { useEffect, useState } from 'react'
import { editorTime, timeZoneName } from '../publication-state'

type Newer = { updatedAt: string; by: string | null }

const texts = {
  zh: {
    saved: (by: string | null, at: string) =>
      `${by ?? '另一位编辑'}在 ${at} ${timeZoneName.zh}保存了新的版本。现在保存会被拒绝：请先复制你的修改，再刷新页面，在新版本上重新修改。`,
    compare: '在新标签页打开最新版本对照',
  },
  en: {
    saved: (by: string | null, at: string) =>
      `${by ?? 'Another editor'} saved a newer version at ${at} ${timeZoneName.en}. Saving now would be refused: copy your changes, then reload the page and make them again on the new version.`,
    compare: 'Open the latest version in a new tab to compare',
  },
} as const

/** How often an open form asks whether someone saved since it was filled. */
const EVERY_MS = 15_000

/**
 * At the top of every edit form: once another editor (or another window)
 * saves the document after this form was filled, says who and when, before
 * the editor's own save is refused (stale-saves.ts), with the latest version
 * a click away to compare. The form keeps what was typed.
 */
export function StaleNotice() {
  const { id, collectionSlug, globalSlug } = useDocumentInfo()
  const locale = useLocale()
  const { i18n } = useTranslation()
  const t = i18n.language === 'en' ? texts.en : texts.zh
  const filledFrom = useFormFields(([fields]) => fields.updatedAt?.value)
  const [newer, setNewer] = useState<Newer | null>(null)

  const base = typeof filledFrom === 'string' ? filledFrom : null
  const api = globalSlug
    ? `/api/globals/${globalSlug}`
    : collectionSlug && id !== undefined
      ? `/api/${collectionSlug}/${String(id)}`
      : null
  const adminPath = globalSlug
    ? `/admin/globals/${globalSlug}`
    : `/admin/collections/${collectionSlug ?? ''}/${String(id)}`

  useEffect(() => {
    if (!api || !base) return
    let stopped = false
    const check = async () => {
      if (document.visibilityState === 'hidden') return
      const query = new URLSearchParams({
        depth: '1',
        draft: 'true',
        locale: locale.code,
        'select[updatedAt]': 'true',
        'select[editedBy]': 'true',
      })
      try {
        const response = await fetch(`${api}?${query.toString()}`, { credentials: 'include' })
        if (!response.ok || stopped) return
        const doc = (await response.json()) as {
          updatedAt?: unknown
          editedBy?: { name?: unknown; email?: unknown } | null
        }
        const at = typeof doc.updatedAt === 'string' ? doc.updatedAt : null
        if (!at || Date.parse(at) <= Date.parse(base)) {
          setNewer(null)
          return
        }
        const name = doc.editedBy?.name ?? doc.editedBy?.email
        setNewer({ updatedAt: at, by: typeof name === 'string' ? name : null })
      } catch {
        // Offline for a moment: the next check tells.
      }
    }
    const run = () => void check()
    const timer = window.setInterval(run, EVERY_MS)
    window.addEventListener('focus', run)
    return () => {
      stopped = true
      window.clearInterval(timer)
      window.removeEventListener('focus', run)
    }
  }, [api, base, locale.code])

  if (!newer || !base || Date.parse(newer.updatedAt) <= Date.parse(base)) return null
  return (
    <div
      role="alert"
      data-stale-notice
      style={{
        margin: '0 0 24px',
        padding: '12px 16px',
        borderRadius: 8,
        border: '1px solid #dc2626',
        background: '#fef2f2',
        color: '#111827',
        fontSize: 14,
        lineHeight: 1.6,
      }}
    >
      <p style={{ margin: 0 }}>{t.saved(newer.by, editorTime(newer.updatedAt))}</p>
      <a href={`${adminPath}?locale=${locale.code}`} target="_blank" rel="noopener">
        {t.compare}
      </a>
    </div>
  )
}
