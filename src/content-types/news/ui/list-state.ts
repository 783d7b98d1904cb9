/**
 * The list's query (filters, page, view) is kept in the session, so that an
 * article's "back to the list" returns to the same view.
 */
export const listQueryKey = 'news:list-query'
