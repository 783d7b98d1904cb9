import type {
  DefaultNodeTypes,
  SerializedAutoLinkNode,
  SerializedLinkNode,
  SerializedUploadNode,
} from '@payloadcms/richtext-lexical'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import {
  RichText as LexicalRichText,
  type JSXConvertersFunction,
} from '@payloadcms/richtext-lexical/react'
import type { ReactNode } from 'react'
import { localizedPath } from '@/i18n/paths'
import type { Locale } from '@/i18n/locales'
import { safeHref } from '@/lib/safe-href'
import { newsArticleHref } from '@/content-types/news/content/routes'

type Props = {
  data: SerializedEditorState
  locale: Locale
  /** The site's origin: links to it stay on the site, others are external. */
  siteOrigin: string
  /** Appended to external links for screen readers, e.g. "(opens in a new tab)". */
  newTabLabel: string
  className?: string
}

type UploadValue = {
  url?: string | null
  alt?: string | null
  width?: number | null
  height?: number | null
  mimeType?: string | null
  sizes?: Record<string, { url?: string | null; width?: number | null } | undefined> | null
}

/** Where an internal link (to another CMS item) points on the site. */
export function internalHref(node: SerializedLinkNode, locale: Locale): string | null {
  const doc = node.fields.doc
  if (doc?.relationTo !== 'news') return null
  const id = typeof doc.value === 'object' ? (doc.value as { id?: unknown }).id : doc.value
  return typeof id === 'number' || typeof id === 'string'
    ? localizedPath(newsArticleHref(id), locale)
    : null
}

/**
 * Renders an article body from the CMS. Text is escaped by React (no HTML from
 * content reaches the page raw); links are checked and external ones get
 * `rel="noopener noreferrer"`; images carry alt text, sizes and a srcset;
 * videos play with the browser's controls.
 */
export function RichText({ data, locale, siteOrigin, newTabLabel, className }: Props) {
  const link = (
    node: SerializedLinkNode | SerializedAutoLinkNode,
    children: ReactNode,
  ): ReactNode => {
    const raw =
      node.type === 'link' && node.fields.linkType === 'internal'
        ? internalHref(node, locale)
        : (node.fields.url ?? null)
    const target = safeHref(raw, siteOrigin)
    if (!target) return <span>{children}</span>
    if (!target.external) return <a href={target.href}>{children}</a>
    return (
      <a href={target.href} target="_blank" rel="noopener noreferrer">
        {children}
        <span className="sr-only">{` ${newTabLabel}`}</span>
      </a>
    )
  }

  const converters: JSXConvertersFunction<DefaultNodeTypes> = ({ defaultConverters }) => ({
    ...defaultConverters,
    link: ({ node, nodesToJSX }) => link(node, nodesToJSX({ nodes: node.children })),
    autolink: ({ node, nodesToJSX }) => link(node, nodesToJSX({ nodes: node.children })),
    upload: ({ node }: { node: SerializedUploadNode }) => {
      const value = node.value as UploadValue | number | string
      if (typeof value !== 'object' || !value.url) return null
      if (value.mimeType?.startsWith('video/')) {
        return (
          <video
            src={value.url}
            controls
            playsInline
            preload="metadata"
            width={value.width ?? undefined}
            height={value.height ?? undefined}
            aria-label={value.alt || undefined}
          />
        )
      }
      if (!value.mimeType?.startsWith('image/')) return null
      const sizes = Object.values(value.sizes ?? {}).filter(
        (size): size is { url: string; width: number } => Boolean(size?.url && size.width),
      )
      return (
        // The CMS already stores WebP renditions; they are listed in srcSet.
        // eslint-disable-next-line @next/next/no-img-element
        <img
          src={value.url}
          alt={value.alt ?? ''}
          width={value.width ?? undefined}
          height={value.height ?? undefined}
          srcSet={sizes.map((size) => `${size.url} ${size.width}w`).join(', ') || undefined}
          sizes="(min-width: 64rem) 48rem, 100vw"
          loading="lazy"
          decoding="async"
        />
      )
    },
  })

  return (
    <LexicalRichText
      data={data}
      className={className}
      converters={converters}
      disableContainer={!className}
    />
  )
}
