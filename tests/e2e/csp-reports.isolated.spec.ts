import type { BrowserContext, Page } from '@playwright/test'
import { CSP_REPORT_MAX_BYTES } from '../../src/server/guards/csp-reports'
import { expect, test } from './fixtures'
import { instanceForFile } from './instance'

// The public pages' policy reports its violations to the site
// (src/server/guards/csp-reports.ts); the instance's log is where they are read.
test.describe.configure({ mode: 'serial' })

const instance = instanceForFile()

/** The violations a page's document met, as the browser tells the page. */
async function watchViolations(page: Page): Promise<void> {
  // An init script is the browser's own: the page's policy does not apply to it.
  await page.addInitScript(() => {
    const seen: string[] = []
    Object.assign(window, { seenViolations: seen })
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.effectiveDirective} ${event.blockedURI} ${event.sample}`),
    )
  })
}

const violationsOf = (page: Page) =>
  page.evaluate(() => (window as unknown as { seenViolations: string[] }).seenViolations)

const reportLines = () => instance().lines.filter((line) => line.includes('CSP violation'))

test("Next.js's own scripts run under the policy on every kind of page: nothing refused, nothing reported", async ({
  browser,
}) => {
  // The upgrade guard in a real browser: a Next.js whose inline scripts the
  // server does not recognise would be refused here (and hydration would stop).
  const page = await (await browser.newContext()).newPage()
  await watchViolations(page)
  for (const path of ['/', '/en/news', '/faq', '/en/profile', '/search?q=舌诊', '/no-such-page']) {
    await page.goto(`${instance().origin}${path}`)
    await page.waitForLoadState('load')
    // Hydrated: Next.js's client has started (its inline scripts ran).
    await page.waitForFunction(() => 'next' in window)
    expect(await violationsOf(page), path).toEqual([])
  }
  await page.context().close()
  expect(reportLines()).toEqual([])
})

test('a script injected into a page is refused, and the server logs its report once, however many visitors meet it', async ({
  browser,
}) => {
  // Over plain HTTP the browser reports through report-uri, at once (the
  // Reporting API of HTTPS pages is read by the same endpoint: unit tests).
  // Each visitor's page stays open until the end: a page closed at once may
  // take its report with it before the browser has sent it (on a busy machine).
  const contexts: BrowserContext[] = []
  const inject = async (code: string) => {
    const context = await browser.newContext()
    contexts.push(context)
    const page = await context.newPage()
    await watchViolations(page)
    await page.goto(`${instance().origin}/news`)
    await page.evaluate((text) => {
      const script = document.createElement('script')
      script.textContent = text
      document.body.append(script)
    }, code)
    await expect.poll(() => violationsOf(page)).toHaveLength(1)
    expect((await violationsOf(page))[0]).toMatch(/^script-src-elem inline /)
    expect(await page.evaluate(() => 'injected' in window)).toBe(false)
  }
  const logged = (code: string) => () => reportLines().filter((line) => line.includes(code))
  await inject('window.injected = 1')
  await expect.poll(logged('window.injected = 1'), { timeout: 15_000 }).toHaveLength(1)
  await inject('window.injected = 1')
  await inject('window.injected = 2')
  // The last one's report is in (sent after the second visitor's); the first
  // two are one violation, logged once.
  await expect.poll(logged('window.injected = 2'), { timeout: 15_000 }).toHaveLength(1)
  for (const context of contexts) await context.close()
  const first = logged('window.injected = 1')()
  expect(first).toHaveLength(1)
  expect(first[0]).toContain('CSP violation on /news: script-src-elem blocked inline')
  expect(first[0]).toMatch(/"level":"warn"/)
})

test('the report endpoint takes reports only, bounded in size and in number', async ({
  request,
}) => {
  const url = `${instance().origin}/csp-reports`
  const report = (sample: string) =>
    JSON.stringify([
      {
        type: 'csp-violation',
        body: {
          documentURL: `${instance().origin}/faq`,
          blockedURL: 'inline',
          effectiveDirective: 'script-src-elem',
          sample,
        },
      },
    ])
  const headers = { 'content-type': 'application/reports+json' }
  expect((await request.get(url)).status()).toBe(405)
  const tooLarge = await request.post(url, {
    headers,
    data: report('x'.repeat(CSP_REPORT_MAX_BYTES)),
  })
  expect(tooLarge.status()).toBe(413)
  // Not JSON, or not a report: taken and forgotten.
  expect((await request.post(url, { headers, data: 'not json' })).status()).toBe(204)
  // One address may deliver 20 a minute (the browser test above used a few).
  const statuses: number[] = []
  for (let i = 0; i < 25; i++) {
    statuses.push((await request.post(url, { headers, data: report(`flood ${i}`) })).status())
  }
  expect(statuses).toContain(429)
  expect(statuses.indexOf(429)).toBeGreaterThan(0)
  expect(statuses.slice(statuses.indexOf(429)).every((status) => status === 429)).toBe(true)
  const logged = reportLines().filter((line) => line.includes('flood'))
  expect(logged.length).toBe(statuses.filter((status) => status === 204).length)
  // Nothing of it reached the framework as an error.
  expect(instance().lines.filter((line) => /"level":"error"/.test(line))).toEqual([])
})
