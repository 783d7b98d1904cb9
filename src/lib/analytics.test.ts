import { describe, expect, it, vi } from 'vitest'
import { pageViewBody, sendPageView, trackingAllowed } from './analytics'

function nav(extra: Record<string, unknown>) {
  const sendBeacon = vi.fn(() => true)
  return { browser: { sendBeacon, ...extra } as unknown as Navigator, sendBeacon }
}

describe('analytics', () => {
  it('sends a show event with the URL and the site name, nothing else', () => {
    expect(
      JSON.parse(pageViewBody({ url: 'https://s.example.com/en', siteName: 'Tianyan AI' })),
    ).toEqual({
      event: 'show',
      url: 'https://s.example.com/en',
      site: 'Tianyan AI',
    })
    const { browser, sendBeacon } = nav({})
    expect(sendPageView({ endpoint: '/collect', url: 'u', siteName: 's' }, browser)).toBe(true)
    expect(sendBeacon).toHaveBeenCalledOnce()
  })
  it('respects Do Not Track and Global Privacy Control', () => {
    expect(trackingAllowed(nav({ doNotTrack: '1' }).browser)).toBe(false)
    expect(trackingAllowed(nav({ globalPrivacyControl: true }).browser)).toBe(false)
    const { browser, sendBeacon } = nav({ globalPrivacyControl: true })
    expect(sendPageView({ endpoint: '/collect', url: 'u', siteName: 's' }, browser)).toBe(false)
    expect(sendBeacon).not.toHaveBeenCalled()
  })
  it('only logs a failure', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const broken = {
      sendBeacon: () => {
        throw new Error('blocked')
      },
    } as unknown as Navigator
    expect(sendPageView({ endpoint: '/collect', url: 'u', siteName: 's' }, broken)).toBe(false)
    expect(warn).toHaveBeenCalled()
  })
})
