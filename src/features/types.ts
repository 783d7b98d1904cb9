import type { Metadata } from 'next'
import type { ReactNode } from 'react'
import { faqsUi } from '@/content-types/faqs/ui/pages'
import { newsUi } from '@/content-types/news/ui/pages'
import { videosUi } from '@/content-types/videos/ui/pages'
import { eventsUi } from '@/content-types/events/ui/pages'
import type { Locale } from '@/i18n/locales'
import type { SharedTypeName, TypeName } from '@/content/types'

/**
 * What a content type shows on the routes every type shares
 * (`src/app/[variant]/[locale]/-/[type]/`), from its folder's `ui/`: the
 * pages its entry's `shared` routes lead to. A page it does not give is the
 * 404 page.
 */
export type TypeUi = {
  /** Its list, at a view the proxy names (`all`, a page number…). */
  list?: {
    /** The views prerendered at build time. */
    views: readonly string[]
    metadata: (locale: Locale, view: string) => Promise<Metadata>
    /** The page, or null for a view that does not exist (the 404 page). */
    page: (locale: Locale, view: string) => ReactNode | Promise<ReactNode>
  }
  /** An item's page; null when it cannot be read in `locale` (the 404 page). */
  item?: {
    metadata: (locale: Locale, id: number) => Promise<Metadata>
    page: (locale: Locale, id: number) => Promise<ReactNode | null>
  }
  /** An editor's preview of item `id` (the request's headers carry the session); null: the 404 page. */
  preview?: (locale: Locale, id: number, headers: Headers) => Promise<ReactNode | null>
  /** What an item's URL shows while the items cannot be read (503), prerendered. */
  unavailable?: {
    metadata: (locale: Locale) => Promise<Metadata>
    page: (locale: Locale) => ReactNode
  }
  /** Files of an item by name (`calendar.ics`): the response, or null when it cannot be read. */
  files?: Record<string, (locale: Locale, id: number) => Promise<Response | null>>
  /**
   * Its section of the home page, after the one it names: one of the home
   * page's own (`technology`…) or another type's (`videos`).
   */
  home?: { after: string; Section: (props: { locale: Locale }) => ReactNode | Promise<ReactNode> }
}

/**
 * The pages of each type on the shared routes (src/content/types.ts says which
 * types have them: a type whose entry names shared routes without its pages
 * here does not compile), and the types' sections of the home page.
 */
export const typeUi: { [Name in SharedTypeName]: TypeUi } & {
  [Name in Exclude<TypeName, SharedTypeName>]?: TypeUi
} = {
  news: newsUi,
  faqs: faqsUi,
  videos: videosUi,
  events: eventsUi,
}

/** The shared pages of `type`, if it is a type that has them. */
export function uiOf(type: string): TypeUi | undefined {
  return Object.hasOwn(typeUi, type) ? typeUi[type as keyof typeof typeUi] : undefined
}
