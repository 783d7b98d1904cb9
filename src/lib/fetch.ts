import { ofetch } from 'ofetch'

/**
 * The one HTTP client of the site. Retry policy of the specification: GET is
 * retried once, other methods never (ofetch's own default), and only on these
 * statuses (set explicitly so that a change of ofetch's defaults cannot alter it).
 */
export const RETRY_STATUS_CODES = [408, 409, 425, 429, 500, 502, 503, 504] as const

export const http = ofetch.create({ retryStatusCodes: [...RETRY_STATUS_CODES] })
