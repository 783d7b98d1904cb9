import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { getShareCard } from '@/data/share-cards'
import type { CardSubject } from '@/content/share-cards/model'
import { htmlLang, type Locale } from '@/i18n/locales'
import { siteOrigin } from '@/lib/env'

type Shared = {
  title: string
  description: string
  /** The page's absolute address (none for the layout's default). */
  url?: string
  /** An article's dates, for its Open Graph type. */
  article?: { publishedTime: string; modifiedTime: string }
}

/**
 * The Open Graph and Twitter metadata of a page, with its share card
 * (src/app/cards) as the picture: a PNG of 1200 × 630 that shows the page's
 * title in its language. A page's own `openGraph` replaces the layout's, so
 * the site's name and language are given again here.
 */
export async function socialMetadata(
  locale: Locale,
  subject: CardSubject,
  shared: Shared,
): Promise<Pick<Metadata, 'openGraph' | 'twitter'>> {
  const [t, card] = await Promise.all([
    getTranslations({ locale, namespace: 'metadata' }),
    getShareCard(locale, subject),
  ])
  const origin = siteOrigin()
  const images = card
    ? [
        {
          url: new URL(card.href, origin).href,
          width: card.width,
          height: card.height,
          alt: card.alt,
          type: 'image/png',
        },
      ]
    : []
  const common = {
    siteName: t('siteName'),
    locale: htmlLang[locale],
    title: shared.title,
    description: shared.description,
    url: shared.url,
    images,
  }
  return {
    openGraph: shared.article
      ? { ...common, type: 'article', ...shared.article }
      : { ...common, type: 'website' },
    twitter: {
      card: images.length > 0 ? 'summary_large_image' : 'summary',
      title: shared.title,
      description: shared.description,
      images: images.map((image) => image.url),
    },
  }
}
