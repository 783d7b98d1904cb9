import { test as base, expect, type Locator, type Page } from '@playwright/test'
import en from '../../messages/en.json' with { type: 'json' }
import zh from '../../messages/zh.json' with { type: 'json' }

export type Locale = 'zh' | 'en'
export const locales: Locale[] = ['zh', 'en']
export const catalogues = { zh, en }

/** The localized path of `path` (`/x` in Chinese, `/en/x` in English). */
export function localePath(locale: Locale, path: string): string {
  if (locale === 'zh') return path
  return path === '/' ? '/en' : `/en${path}`
}

/** The site origin the build was made with (canonical links, sitemaps). */
export const siteOrigin = (process.env.SITE_URL ?? 'http://localhost:3000').replace(/\/+$/, '')

/**
 * Every test fails if the page asks a host other than the site itself: no
 * third-party calls at run time. The agent app (opened in new tabs) is
 * answered locally so that its URL can be checked.
 */
export const test = base.extend<{ outsideRequests: string[]; policyViolations: string[] }>({
  /**
   * Every test fails if the browser reports a Content Security Policy
   * violation: each page's policy must allow exactly what the page runs.
   */
  policyViolations: [
    async ({ context }, use) => {
      const violations: string[] = []
      context.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) {
          violations.push(`${message.page()?.url() ?? ''}: ${message.text().slice(0, 300)}`)
        }
      })
      await use(violations)
      expect(violations, 'Content Security Policy violations').toEqual([])
    },
    { auto: true },
  ],
  outsideRequests: [
    async ({ context, baseURL }, use) => {
      const own = new URL(baseURL ?? 'http://localhost').host
      const outside: string[] = []
      await context.route(
        (url) => url.host !== own,
        async (route) => {
          const url = route.request().url()
          if (/^https:\/\/agent(-test)?\.example\.com\//.test(url)) {
            await route.fulfill({
              status: 200,
              contentType: 'text/html',
              body: '<title>agent</title>',
            })
            return
          }
          outside.push(url)
          await route.abort()
        },
      )
      await use(outside)
      expect(outside, 'requests to outside hosts').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }

/** The security headers every answer of the site carries, a page's or the server's own refusal. */
export const securityHeaderNames = [
  'content-security-policy',
  'x-frame-options',
  'referrer-policy',
  'permissions-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'x-content-type-options',
] as const

/** The structured data blocks of the page, parsed. */
export async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  return page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) =>
      scripts.map((script) => JSON.parse(script.textContent ?? '{}') as Record<string, unknown>),
    )
}

/**
 * Waits until React has hydrated an element (its event handlers are attached).
 * A page's load event can come before hydration on a busy machine; a hover or
 * a clock advanced before it reaches nothing.
 */
export async function hydrated(element: Locator): Promise<void> {
  await expect
    .poll(() =>
      element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactProps'))),
    )
    .toBe(true)
}
