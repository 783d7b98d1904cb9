/** Every cache tag of the data layer, named in one place. CMS hooks revalidate these. */
export const cacheTags = {
  site: 'site',
} as const

export type CacheTag = (typeof cacheTags)[keyof typeof cacheTags]
