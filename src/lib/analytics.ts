/**
 * The analytics sender: a `show` event with the page URL and the
 * site name, sent with navigator.sendBeacon. No cookies, no identifiers. Off
 * when no endpoint is configured (the server passes none in the test
 * environment) and when the browser sends Do Not Track or Global Privacy
 * Control. A failure is only logged.
 */
export type PageView = { endpoint: string; siteName: string; url: string }

type PrivacyNavigator = Navigator & { globalPrivacyControl?: boolean; doNotTrack?: string | null }

export function trackingAllowed(nav: PrivacyNavigator): boolean {
  if (nav.globalPrivacyControl === true) return false
  if (nav.doNotTrack === '1' || nav.doNotTrack === 'yes') return false
  return true
}

export function pageViewBody(view: Omit<PageView, 'endpoint'>): string {
  return JSON.stringify({ event: 'show', url: view.url, site: view.siteName })
}

export function sendPageView(view: PageView, nav: PrivacyNavigator = navigator): boolean {
  if (!trackingAllowed(nav)) return false
  try {
    const body = new Blob([pageViewBody(view)], { type: 'application/json' })
    return nav.sendBeacon(view.endpoint, body)
  } catch (error) {
    console.warn('analytics event not sent', error)
    return false
  }
}
