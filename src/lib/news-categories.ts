/** The categories of news articles: the CMS's options, the list's filter and the URL's values. */
export const newsCategories = ['company', 'industry', 'article'] as const
export type NewsCategory = (typeof newsCategories)[number]
