import type { CollectionAfterLoginHook, CollectionBeforeOperationHook } from 'payload'
import { publicError } from '../errors/public-error'

/** Failed sign-ins one client address may make in a window, whatever the accounts. */
export const FAILURES_PER_ADDRESS = 10
export const WINDOW_MS = 15 * 60 * 1000
/** Longest a sign-in takes: attempts started this recently may still turn out successful. */
export const ATTEMPT_MS = 5_000

type Count = { failures: number; resetAt: number; lastAttemptAt: number }

/**
 * Failed sign-ins per client address (the per-account limit is Payload's own
 * `maxLoginAttempts`). Every attempt counts when it starts and a successful
 * one is taken back, so that only failures count, including those against
 * accounts that do not exist, and parallel guesses cannot outrun the count.
 * An attempt that finds the failures used up while others are still under
 * way waits for one of them to succeed (`admit`): sign-ins at the same
 * moment from one office are not refused. Kept in memory: each instance
 * counts its own.
 */
export class LoginLimiter {
  private readonly counts = new Map<string, Count>()
  private readonly waiting = new Map<string, (() => void)[]>()
  constructor(
    private readonly limit = FAILURES_PER_ADDRESS,
    private readonly windowMs = WINDOW_MS,
    private readonly attemptMs = ATTEMPT_MS,
  ) {}

  /**
   * Counts an attempt, waiting while attempts under way may still succeed;
   * false when the address has used up its failures.
   */
  async admit(address: string): Promise<boolean> {
    for (;;) {
      const now = Date.now()
      if (this.attempt(address, now)) return true
      const wait = (this.counts.get(address)?.lastAttemptAt ?? 0) + this.attemptMs - now
      if (wait <= 0) return false
      await this.nextSuccess(address, wait)
    }
  }

  /** Counts an attempt; false when the address has used up its failures. */
  attempt(address: string, now = Date.now()): boolean {
    if (this.counts.size > 10_000) this.sweep(now)
    let count = this.counts.get(address)
    if (!count || count.resetAt <= now) {
      count = { failures: 0, resetAt: now + this.windowMs, lastAttemptAt: now }
      this.counts.set(address, count)
    }
    if (count.failures >= this.limit) return false
    count.failures += 1
    count.lastAttemptAt = now
    return true
  }

  /** The attempt succeeded: it was not a failure, and one waiting attempt may go. */
  succeeded(address: string): void {
    const count = this.counts.get(address)
    if (count && count.failures > 0) count.failures -= 1
    this.waiting.get(address)?.[0]?.()
  }

  minutesLeft(address: string, now = Date.now()): number {
    const count = this.counts.get(address)
    return count ? Math.max(1, Math.ceil((count.resetAt - now) / 60_000)) : 0
  }

  /** Resolves at the next success from `address`, or after `ms`. */
  private nextSuccess(address: string, ms: number): Promise<void> {
    return new Promise((resolve) => {
      const queue = this.waiting.get(address) ?? []
      this.waiting.set(address, queue)
      const wake = () => {
        clearTimeout(timer)
        const index = queue.indexOf(wake)
        if (index >= 0) queue.splice(index, 1)
        if (queue.length === 0 && this.waiting.get(address) === queue) this.waiting.delete(address)
        resolve()
      }
      const timer = setTimeout(wake, ms)
      queue.push(wake)
    })
  }

  private sweep(now: number): void {
    for (const [address, count] of this.counts)
      if (count.resetAt <= now) this.counts.delete(address)
  }
}

/**
 * The client's address: the last entry of X-Forwarded-For, which the site's
 * server sets from the connection (or, behind a trusted proxy, the proxy
 * appends). Null for calls without a request (scripts, the local API).
 */
export function clientAddress(headers: Headers): string | null {
  const entries = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  return entries.at(-1) ?? null
}

const limiter = new LoginLimiter()

export const limitLoginsPerAddress: CollectionBeforeOperationHook = async ({ operation, req }) => {
  if (operation !== 'login' && operation !== 'forgotPassword') return
  const address = clientAddress(req.headers)
  if (!address) return
  if (!(await limiter.admit(address))) {
    const minutes = limiter.minutesLeft(address)
    throw publicError(
      `此地址的登录尝试过多，请 ${minutes} 分钟后再试。Too many sign-in attempts from this address: try again in ${minutes} minutes.`,
      429,
    )
  }
}

export const forgiveSuccessfulLogin: CollectionAfterLoginHook = ({ req }) => {
  const address = clientAddress(req.headers)
  if (address) limiter.succeeded(address)
}
