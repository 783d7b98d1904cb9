'use client'

import { NewsListFailed } from '@/content-types/news/ui/news-list-failed.client'

/** A view of the list that could not be read: its error state (nothing of it is cached). */
export default function NewsViewError(props: Parameters<typeof NewsListFailed>[0]) {
  return <NewsListFailed {...props} />
}
