import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { clientAddress, counterOf, SignInLimit } from './login-limit'

/** A limit of `failures` per `windowMs` in this process's memory. */
const limitOf = (failures: number, windowMs: number, attemptMs?: number) =>
  new SignInLimit(counterOf('test', failures, undefined, windowMs), attemptMs)

describe('SignInLimit', () => {
  it('does not count successful sign-ins', async () => {
    const limit = limitOf(2, 60_000)
    for (let i = 0; i < 10; i += 1) {
      expect(await limit.admit('10.0.0.1')).toBe(true)
      await limit.succeeded('10.0.0.1')
    }
  })

  it('lets attempts at the same moment wait for those under way to succeed', async () => {
    const limit = limitOf(2, 60_000, 5_000)
    expect(await limit.admit('10.0.0.1')).toBe(true)
    expect(await limit.admit('10.0.0.1')).toBe(true)
    const third = limit.admit('10.0.0.1')
    const fourth = limit.admit('10.0.0.1')
    await limit.succeeded('10.0.0.1')
    expect(await third).toBe(true)
    await limit.succeeded('10.0.0.1')
    expect(await fourth).toBe(true)
  })

  describe('with the clock in the test’s hands', () => {
    beforeEach(() => {
      vi.useFakeTimers()
    })
    afterEach(() => {
      vi.useRealTimers()
    })

    it('refuses an address after its failures, and only that address', async () => {
      const limit = limitOf(3, 60_000)
      for (let i = 0; i < 3; i += 1) expect(await limit.attempt('10.0.0.1')).toBe(true)
      expect(await limit.attempt('10.0.0.1')).toBe(false)
      expect(await limit.attempt('10.0.0.2')).toBe(true)
      expect(limit.secondsLeft('10.0.0.1')).toBe(60)
    })

    it('knows an address is used up only once nothing of it is under way', async () => {
      const limit = limitOf(2, 60_000)
      expect(await limit.admit('10.0.0.1')).toBe(true)
      await limit.failed('10.0.0.1')
      expect(await limit.admit('10.0.0.1')).toBe(true)
      // The second attempt may still succeed: not used up yet.
      expect(limit.isUsedUp('10.0.0.1')).toBe(false)
      await limit.failed('10.0.0.1')
      expect(limit.isUsedUp('10.0.0.1')).toBe(true)
      expect(limit.isUsedUp('10.0.0.2')).toBe(false)
      // A new window starts afresh.
      await vi.advanceTimersByTimeAsync(61_000)
      expect(limit.isUsedUp('10.0.0.1')).toBe(false)
      expect(await limit.admit('10.0.0.1')).toBe(true)
    })

    it('lets them wait however long a sign-in takes on a busy server', async () => {
      const limit = limitOf(2, 60_000)
      expect(await limit.admit('10.0.0.1')).toBe(true)
      expect(await limit.admit('10.0.0.1')).toBe(true)
      let third: boolean | undefined
      void limit.admit('10.0.0.1').then((admitted) => (third = admitted))
      // The first sign-in takes 20 s, the second 40 s: each end is progress.
      await vi.advanceTimersByTimeAsync(20_000)
      expect(third).toBeUndefined()
      await limit.succeeded('10.0.0.1')
      await vi.advanceTimersByTimeAsync(0)
      expect(third).toBe(true)
      let fourth: boolean | undefined
      void limit.admit('10.0.0.1').then((admitted) => (fourth = admitted))
      await vi.advanceTimersByTimeAsync(20_000)
      await limit.succeeded('10.0.0.1')
      await vi.advanceTimersByTimeAsync(0)
      expect(fourth).toBe(true)
    })

    it('refuses the waiting ones as soon as the attempts under way have failed', async () => {
      const limit = limitOf(1, 60_000, 30_000)
      expect(await limit.admit('10.0.0.1')).toBe(true)
      let second: boolean | undefined
      void limit.admit('10.0.0.1').then((admitted) => (second = admitted))
      await vi.advanceTimersByTimeAsync(1_000)
      expect(second).toBeUndefined()
      await limit.failed('10.0.0.1')
      await vi.advanceTimersByTimeAsync(0)
      expect(second).toBe(false)
      // Nothing under way: refused without waiting.
      expect(await limit.admit('10.0.0.1')).toBe(false)
    })

    it('refuses once the attempts under way have had time to fail', async () => {
      const limit = limitOf(1, 60_000, 5_000)
      expect(await limit.admit('10.0.0.1')).toBe(true)
      let answer: boolean | undefined
      void limit.admit('10.0.0.1').then((admitted) => (answer = admitted))
      await vi.advanceTimersByTimeAsync(4_999)
      expect(answer).toBeUndefined()
      await vi.advanceTimersByTimeAsync(1)
      expect(answer).toBe(false)
      // Failures that old are over: the refusal comes without waiting for any timer.
      expect(await limit.admit('10.0.0.1')).toBe(false)
    })

    it('starts afresh after the window', async () => {
      const limit = limitOf(1, 60_000)
      expect(await limit.attempt('10.0.0.1')).toBe(true)
      await vi.advanceTimersByTimeAsync(59_000)
      expect(await limit.attempt('10.0.0.1')).toBe(false)
      await vi.advanceTimersByTimeAsync(1_000)
      expect(await limit.attempt('10.0.0.1')).toBe(true)
    })
  })
})

describe('clientAddress', () => {
  it('takes the last X-Forwarded-For entry, which the client cannot choose', () => {
    expect(clientAddress(new Headers({ 'x-forwarded-for': '6.6.6.6, 10.1.2.3' }))).toBe('10.1.2.3')
    expect(clientAddress(new Headers())).toBeNull()
  })
})
