import type {
  DefaultNodeTypes,
  SerializedAutoLinkNode,
  SerializedLinkNode,
  SerializedUploadNode,
} from '@payloadcms/richtext-lexical'
import {
  convertLexicalToHTML,
  type HTMLConvertersFunction,
} from '@payloadcms/richtext-lexical/html'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { internalHref } from '@/components/ui/rich-text'
import type { Locale } from '@/i18n/locales'
import { safeHref } from '@/lib/safe-href'
import { escapeXml } from '@/lib/xml'

type UploadValue = {
  url?: string | null
  alt?: string | null
  width?: number | null
  height?: number | null
  mimeType?: string | null
}

/**
 * An article body as HTML for feed readers (RSS content:encoded): what the
 * article page shows, with absolute addresses. Text is escaped; links are
 * checked as on the page (a refused target leaves its text); images keep
 * their alt text; videos play with the reader's controls.
 */
export function feedHtml(body: SerializedEditorState, locale: Locale, siteOrigin: string): string {
  const absolute = (href: string) => new URL(href, siteOrigin).href
  const attribute = (name: string, value: string | number | null | undefined) =>
    value === null || value === undefined || value === ''
      ? ''
      : ` ${name}="${escapeXml(String(value))}"`

  const link = (node: SerializedLinkNode | SerializedAutoLinkNode, children: string) => {
    const raw =
      node.type === 'link' && node.fields.linkType === 'internal'
        ? internalHref(node, locale)
        : (node.fields.url ?? null)
    const target = safeHref(raw, siteOrigin)
    return target ? `<a${attribute('href', absolute(target.href))}>${children}</a>` : children
  }

  const converters: HTMLConvertersFunction<DefaultNodeTypes> = ({ defaultConverters }) => ({
    ...defaultConverters,
    link: ({ node, nodesToHTML }) => link(node, nodesToHTML({ nodes: node.children }).join('')),
    autolink: ({ node, nodesToHTML }) => link(node, nodesToHTML({ nodes: node.children }).join('')),
    upload: ({ node }: { node: SerializedUploadNode }) => {
      const value = node.value as UploadValue | number | string
      if (typeof value !== 'object' || !value.url) return ''
      const size = attribute('width', value.width) + attribute('height', value.height)
      const src = attribute('src', absolute(value.url))
      if (value.mimeType?.startsWith('video/')) {
        return `<video controls${src}${size}${attribute('aria-label', value.alt)}></video>`
      }
      if (!value.mimeType?.startsWith('image/')) return ''
      return `<img${src}${attribute('alt', value.alt ?? '')}${size}>`
    },
  })

  return convertLexicalToHTML({ data: body, converters, disableContainer: true })
}
