'use client'

import {
  Button,
  ConfirmationModal,
  LinkIcon,
  toast,
  useDocumentInfo,
  useLocale,
  useModal,
  useTranslation,
} from '@payloadcms/ui'
import { useState } from 'react'
import type { AdminText } from '../admin-text'
import { editorTime, timeZoneName } from '../publication-state'

const texts = {
  share: { zh: '分享预览链接', en: 'Share preview link' },
  heading: { zh: '预览链接', en: 'Preview link' },
  copy: { zh: '复制链接', en: 'Copy link' },
  close: { zh: '关闭', en: 'Close' },
  copied: { zh: '链接已复制。', en: 'Link copied.' },
  failed: { zh: '没能创建预览链接：', en: 'The preview link was not created: ' },
  label: { zh: '预览链接地址', en: 'Preview link address' },
} satisfies Record<string, AdminText>

function explanation(language: 'zh' | 'en', expiresAt: string): string {
  const until = `${editorTime(expiresAt)} ${timeZoneName[language]}`
  return language === 'zh'
    ? `没有账户的人也能用这个链接查看当前语言的最新草稿，到 ${until} 失效。要提前撤销，在“预览链接”列表中删除它。`
    : `Anyone with this link can see the latest draft in this language, without an account, until ${until}. To revoke it sooner, delete it under Preview links.`
}

/**
 * "Share preview link" in the edit screen's header: makes a link that opens
 * the item's latest draft in the language being edited for a reviewer
 * without an account (cms/collections/preview-links.ts), and shows it to
 * copy, with when it expires and how to revoke it.
 */
export function SharePreview({ collection }: { collection: string }) {
  const { id } = useDocumentInfo()
  const { code: locale } = useLocale()
  const { i18n } = useTranslation()
  const language = i18n.language === 'en' ? 'en' : 'zh'
  const { openModal } = useModal()
  const [link, setLink] = useState<{ address: string; expiresAt: string } | null>(null)
  const [busy, setBusy] = useState(false)
  const slug = `share-preview-${collection}-${id ?? 'new'}`
  if (!id) return null

  const create = async () => {
    setBusy(true)
    try {
      const response = await fetch('/api/preview-links', {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json', 'Accept-Language': language },
        body: JSON.stringify({ collection, item: Number(id), locale }),
      })
      const json = (await response.json()) as {
        doc?: { address?: string; expiresAt?: string }
        errors?: { message?: string }[]
      }
      if (!response.ok || !json.doc?.address || !json.doc.expiresAt) {
        toast.error(`${texts.failed[language]}${json.errors?.[0]?.message ?? response.status}`)
        return
      }
      setLink({ address: json.doc.address, expiresAt: json.doc.expiresAt })
      openModal(slug)
    } finally {
      setBusy(false)
    }
  }

  return (
    <>
      <Button
        buttonStyle="secondary"
        size="medium"
        margin={false}
        disabled={busy}
        onClick={() => void create()}
        className="share-preview"
        icon={<LinkIcon />}
        iconPosition="left"
        aria-label={texts.share[language]}
        tooltip={texts.share[language]}
      >
        <span className="share-preview__text">{texts.share[language]}</span>
      </Button>
      <ConfirmationModal
        modalSlug={slug}
        heading={texts.heading[language]}
        body={
          link && (
            <>
              <input
                readOnly
                value={link.address}
                aria-label={texts.label[language]}
                data-preview-link
                onFocus={(event) => event.currentTarget.select()}
                style={{ width: '100%', padding: '8px', fontFamily: 'monospace' }}
              />
              <p>{explanation(language, link.expiresAt)}</p>
            </>
          )
        }
        confirmLabel={texts.copy[language]}
        cancelLabel={texts.close[language]}
        onConfirm={async () => {
          if (!link) return
          try {
            await navigator.clipboard.writeText(link.address)
            toast.success(texts.copied[language])
          } catch {
            // Without clipboard access (an address other than https), the field stays to copy by hand.
          }
        }}
      />
    </>
  )
}
