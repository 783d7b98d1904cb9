import { describe, expect, it } from 'vitest'
import { addressOf, refusalBody, refusedSignIn, registerSignInRefusal } from './sign-in-refusal'

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

  it('reads the last address of X-Forwarded-For and words the body as the CMS does', () => {
    expect(addressOf(' 1.1.1.1 , 2.2.2.2 ')).toBe('2.2.2.2')
    expect(addressOf('')).toBeNull()
    expect(JSON.parse(refusalBody({ message: 'm', seconds: 1 }))).toEqual({
      errors: [{ message: 'm' }],
    })
  })
})
