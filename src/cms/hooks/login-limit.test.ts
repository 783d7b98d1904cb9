import { describe, expect, it } from 'vitest'
import { clientAddress, LoginLimiter } from './login-limit'

describe('LoginLimiter', () => {
  it('refuses an address after its failures, and only that address', () => {
    const limiter = new LoginLimiter(3, 60_000)
    for (let i = 0; i < 3; i += 1) expect(limiter.attempt('10.0.0.1', 0)).toBe(true)
    expect(limiter.attempt('10.0.0.1', 1)).toBe(false)
    expect(limiter.attempt('10.0.0.2', 1)).toBe(true)
    expect(limiter.minutesLeft('10.0.0.1', 1)).toBe(1)
  })

  it('does not count successful sign-ins', () => {
    const limiter = new LoginLimiter(2, 60_000)
    for (let i = 0; i < 10; i += 1) {
      expect(limiter.attempt('10.0.0.1', 0)).toBe(true)
      limiter.succeeded('10.0.0.1')
    }
  })

  it('starts afresh after the window', () => {
    const limiter = new LoginLimiter(1, 60_000)
    expect(limiter.attempt('10.0.0.1', 0)).toBe(true)
    expect(limiter.attempt('10.0.0.1', 59_999)).toBe(false)
    expect(limiter.attempt('10.0.0.1', 60_000)).toBe(true)
  })
})

describe('clientAddress', () => {
  it('takes the last X-Forwarded-For entry, which the client cannot choose', () => {
    expect(clientAddress(new Headers({ 'x-forwarded-for': '6.6.6.6, 10.1.2.3' }))).toBe('10.1.2.3')
    expect(clientAddress(new Headers())).toBeNull()
  })
})
