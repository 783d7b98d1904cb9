import { describe, expect, it, vi } from 'vitest'
import { clientAddress, LoginLimiter } from './login-limit'

describe('LoginLimiter', () => {
  it('refuses an address after its failures, and only that address', () => {
    const limiter = new LoginLimiter(3, 60_000)
    for (let i = 0; i < 3; i += 1) expect(limiter.attempt('10.0.0.1', 0)).toBe(true)
    expect(limiter.attempt('10.0.0.1', 1)).toBe(false)
    expect(limiter.attempt('10.0.0.2', 1)).toBe(true)
    expect(limiter.secondsLeft('10.0.0.1', 1)).toBe(60)
  })

  it('knows an address is used up only once nothing of it is under way', async () => {
    const limiter = new LoginLimiter(2, 60_000)
    expect(await limiter.admit('10.0.0.1')).toBe(true)
    limiter.failed('10.0.0.1')
    expect(await limiter.admit('10.0.0.1')).toBe(true)
    // The second attempt may still succeed: not used up yet.
    expect(limiter.usedUp('10.0.0.1')).toBe(false)
    limiter.failed('10.0.0.1')
    expect(limiter.usedUp('10.0.0.1')).toBe(true)
    expect(limiter.usedUp('10.0.0.2')).toBe(false)
    // A new window starts afresh.
    expect(limiter.usedUp('10.0.0.1', Date.now() + 61_000)).toBe(false)
  })

  it('does not count successful sign-ins', () => {
    const limiter = new LoginLimiter(2, 60_000)
    for (let i = 0; i < 10; i += 1) {
      expect(limiter.attempt('10.0.0.1', 0)).toBe(true)
      limiter.succeeded('10.0.0.1')
    }
  })

  it('lets attempts at the same moment wait for those under way to succeed', async () => {
    const limiter = new LoginLimiter(2, 60_000, 5_000)
    expect(await limiter.admit('10.0.0.1')).toBe(true)
    expect(await limiter.admit('10.0.0.1')).toBe(true)
    const third = limiter.admit('10.0.0.1')
    const fourth = limiter.admit('10.0.0.1')
    limiter.succeeded('10.0.0.1')
    expect(await third).toBe(true)
    limiter.succeeded('10.0.0.1')
    expect(await fourth).toBe(true)
  })

  it('lets them wait however long a sign-in takes on a busy server', async () => {
    vi.useFakeTimers()
    try {
      const limiter = new LoginLimiter(2, 60_000)
      expect(await limiter.admit('10.0.0.1')).toBe(true)
      expect(await limiter.admit('10.0.0.1')).toBe(true)
      let third: boolean | undefined
      void limiter.admit('10.0.0.1').then((admitted) => (third = admitted))
      // The first sign-in takes 20 s, the second 40 s: each end is progress.
      await vi.advanceTimersByTimeAsync(20_000)
      expect(third).toBeUndefined()
      limiter.succeeded('10.0.0.1')
      await vi.advanceTimersByTimeAsync(0)
      expect(third).toBe(true)
      let fourth: boolean | undefined
      void limiter.admit('10.0.0.1').then((admitted) => (fourth = admitted))
      await vi.advanceTimersByTimeAsync(20_000)
      limiter.succeeded('10.0.0.1')
      await vi.advanceTimersByTimeAsync(0)
      expect(fourth).toBe(true)
    } finally {
      vi.useRealTimers()
    }
  })

  it('refuses the waiting ones as soon as the attempts under way have failed', async () => {
    vi.useFakeTimers()
    try {
      const limiter = new LoginLimiter(1, 60_000, 30_000)
      expect(await limiter.admit('10.0.0.1')).toBe(true)
      let second: boolean | undefined
      void limiter.admit('10.0.0.1').then((admitted) => (second = admitted))
      await vi.advanceTimersByTimeAsync(1_000)
      expect(second).toBeUndefined()
      limiter.failed('10.0.0.1')
      await vi.advanceTimersByTimeAsync(0)
      expect(second).toBe(false)
      // Nothing under way: refused without waiting.
      expect(await limiter.admit('10.0.0.1')).toBe(false)
    } finally {
      vi.useRealTimers()
    }
  })

  it('refuses once the attempts under way have had time to fail', async () => {
    vi.useFakeTimers()
    try {
      const limiter = new LoginLimiter(1, 60_000, 5_000)
      expect(await limiter.admit('10.0.0.1')).toBe(true)
      let answer: boolean | undefined
      void limiter.admit('10.0.0.1').then((admitted) => (answer = admitted))
      await vi.advanceTimersByTimeAsync(4_999)
      expect(answer).toBeUndefined()
      await vi.advanceTimersByTimeAsync(1)
      expect(answer).toBe(false)
      // Failures that old are over: the refusal comes without waiting for any timer.
      expect(await limiter.admit('10.0.0.1')).toBe(false)
    } finally {
      vi.useRealTimers()
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
