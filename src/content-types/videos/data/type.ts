import 'server-only'
import type { TypeData } from '@/data/type-data'

/** The videos play on the home page: no page of their own in the sitemaps. */
export const videosData = { pages: () => Promise.resolve([]) } satisfies TypeData
