import { describe, expect, it } from 'vitest'
import {
  addressOf,
  refusedSignIn,
  registerSignInRefusal,
  sessionRefusal,
  type SessionCheck,
} from './credentials'

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

describe('refusedSignIn', () => {
  registerSignInRefusal((address) =>
    address === '203.0.113.9' ? { message: 'Too many sign-in attempts', seconds: 600 } : null,
  )

  it('answers the sign-ins and reset mails of an address the CMS refuses', () => {
    for (const path of ['/api/users/login', '/api/users/forgot-password', '/api/users/login/']) {
      expect(refusedSignIn('POST', path, '10.0.0.1, 203.0.113.9')).toEqual({
        message: 'Too many sign-in attempts',
        seconds: 600,
      })
    }
  })

  it('leaves everything else to the CMS', () => {
    expect(refusedSignIn('POST', '/api/users/login', '203.0.113.10')).toBeNull()
    expect(refusedSignIn('POST', '/api/users/login', undefined)).toBeNull()
    expect(refusedSignIn('GET', '/api/users/login', '203.0.113.9')).toBeNull()
    expect(refusedSignIn('POST', '/api/users/logout', '203.0.113.9')).toBeNull()
    expect(refusedSignIn('POST', '/api/users/login/x', '203.0.113.9')).toBeNull()
  })

  it('reads the last address of X-Forwarded-For', () => {
    expect(addressOf(' 1.1.1.1 , 2.2.2.2 ')).toBe('2.2.2.2')
    expect(addressOf('')).toBeNull()
  })
})
