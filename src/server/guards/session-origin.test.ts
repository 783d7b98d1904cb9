import { describe, expect, it } from 'vitest'
import { sessionRefusal, type SessionCheck } from './session-origin'

const save = (overrides: Partial<SessionCheck>): SessionCheck => ({
  method: 'PATCH',
  origin: 'http://localhost:3500',
  ownOrigin: 'http://localhost:3500',
  hasSessionCookie: true,
  configuredOrigin: null,
  language: 'zh',
  ...overrides,
})

describe('sessionRefusal', () => {
  it('accepts an editor’s save from the address the site was started on, without SITE_URL', () => {
    expect(sessionRefusal(save({}))).toBeNull()
    expect(
      sessionRefusal(
        save({ origin: 'http://192.168.1.7:8080', ownOrigin: 'http://192.168.1.7:8080' }),
      ),
    ).toBeNull()
  })

  it('refuses a session used from another origin, saying so', () => {
    const refusal = sessionRefusal(save({ origin: 'http://localhost:4000' }))
    expect(refusal?.status).toBe(403)
    expect(refusal?.message).toContain('http://localhost:4000')
  })

  it('with SITE_URL, accepts that origin only, and names it in the admin’s language', () => {
    const configured = { configuredOrigin: 'https://www.example.com' }
    expect(sessionRefusal(save({ ...configured, origin: 'https://www.example.com' }))).toBeNull()
    const zh = sessionRefusal(save(configured))
    expect(zh?.message).toContain('https://www.example.com/admin')
    expect(zh?.message).toContain('SITE_URL')
    const en = sessionRefusal(save({ ...configured, language: 'en' }))
    expect(en?.message).toMatch(
      /^Not saved: this admin accepts editing sessions from https:\/\/www\.example\.com only/,
    )
  })

  it('leaves reads, requests without a session and navigations alone', () => {
    expect(sessionRefusal(save({ method: 'GET', origin: 'http://elsewhere.example' }))).toBeNull()
    expect(
      sessionRefusal(save({ hasSessionCookie: false, origin: 'http://elsewhere.example' })),
    ).toBeNull()
    expect(sessionRefusal(save({ origin: undefined }))).toBeNull()
  })
})
