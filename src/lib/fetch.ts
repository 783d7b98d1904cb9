/**
 * The one HTTP client of the site's pages, on the browser's own `fetch` (no
 * library in the pages' bundles). Retry policy of the specification: a GET is
 * retried once, other methods never, and only on these statuses or when the
 * request could not be sent at all.
 */
export const RETRY_STATUS_CODES = [408, 409, 425, 429, 500, 502, 503, 504] as const

const retryable: ReadonlySet<number> = new Set(RETRY_STATUS_CODES)

/** An answer whose status is not 2xx. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    url: string,
  ) {
    super(`${url} answered ${status}`)
    this.name = 'HttpError'
  }
}

export type HttpOptions = {
  method?: string
  /** Added to the address's query. */
  query?: Record<string, string | number>
  /** How long to wait before the retry, in ms (none by default). */
  retryDelay?: number
  signal?: AbortSignal
}

function withQuery(url: string, query: HttpOptions['query']): string {
  if (!query) return url
  const params = new URLSearchParams(
    Object.entries(query).map(([name, value]): [string, string] => [name, String(value)]),
  )
  return `${url}${url.includes('?') ? '&' : '?'}${params}`
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** GETs (or sends) `url` and reads its JSON answer; throws on a status that is not 2xx. */
export async function http<T>(url: string, options: HttpOptions = {}): Promise<T> {
  const method = (options.method ?? 'GET').toUpperCase()
  const target = withQuery(url, options.query)
  const retries = method === 'GET' ? 1 : 0
  for (let attempt = 0; ; attempt++) {
    const mayRetry = attempt < retries && !options.signal?.aborted
    let response: Response
    try {
      response = await fetch(target, {
        method,
        signal: options.signal,
        headers: { Accept: 'application/json' },
      })
    } catch (error) {
      if (!mayRetry) throw error
      await pause(options.retryDelay ?? 0)
      continue
    }
    if (response.ok) return (await response.json()) as T
    if (!mayRetry || !retryable.has(response.status)) throw new HttpError(response.status, target)
    await pause(options.retryDelay ?? 0)
  }
}
