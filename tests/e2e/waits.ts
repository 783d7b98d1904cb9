import { test, type Page, type Request } from '@playwright/test'
import { until } from './until'

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/**
 * Lets `ms` pass so that the assertion after it can say that something did
 * not happen meanwhile: the one fixed wait the suite keeps. A wait for
 * something to happen is a condition (an expectation, `expect.poll`, `until`).
 * `what` names what must not happen; the report shows it as a step.
 */
export function nothingHappensFor(ms: number, what: string): Promise<void> {
  return test.step(`for ${ms} ms: ${what}`, () => sleep(ms))
}

/**
 * Resolves once the page has had no request in flight for `ms`: a screen
 * reached client-side has settled (Playwright's `networkidle` is about the
 * document's first load only).
 */
export async function quiet(page: Page, ms = 500): Promise<void> {
  const inFlight = new Set<Request>()
  let lastChange = Date.now()
  const start = (request: Request) => {
    inFlight.add(request)
    lastChange = Date.now()
  }
  const end = (request: Request) => {
    inFlight.delete(request)
    lastChange = Date.now()
  }
  page.on('request', start)
  page.on('requestfinished', end)
  page.on('requestfailed', end)
  try {
    await until(
      () =>
        Promise.resolve(inFlight.size === 0 && Date.now() - lastChange >= ms ? true : undefined),
      Math.min(100, ms),
    )
  } finally {
    page.off('request', start)
    page.off('requestfinished', end)
    page.off('requestfailed', end)
  }
}
