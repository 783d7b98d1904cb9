import type {
  AfterErrorHook,
  CollectionAfterLoginHook,
  CollectionBeforeOperationHook,
  PayloadRequest,
} from 'payload'
import { publicError } from '../errors/public-error'

/** Failed sign-ins one client address may make in a window, whatever the accounts. */
export const FAILURES_PER_ADDRESS = 10
export const WINDOW_MS = 15 * 60 * 1000
/**
 * How long attempts under way may go without any of them ending before they
 * are presumed to have failed (a sign-in whose end was never seen).
 */
export const ATTEMPT_MS = 30_000

type Count = {
  /** Attempts that failed or are still under way, in this window. */
  failures: number
  /** Of those, the ones still under way. */
  pending: number
  resetAt: number
  /** When an attempt last started or ended. */
  lastProgressAt: number
}

/**
 * Failed sign-ins per client address (the per-account limit is Payload's own
 * `maxLoginAttempts`). Every attempt counts when it starts and a successful
 * one is taken back, so that only failures count, including those against
 * accounts that do not exist, and parallel guesses cannot outrun the count.
 * An attempt that finds the failures used up while others are still under
 * way waits until they end (`admit`): sign-ins at the same moment from one
 * office are not refused, however long a sign-in takes on a busy server,
 * while an address whose failures are used up is refused at once. Kept in
 * memory: each instance counts its own.
 */
export class LoginLimiter {
  private readonly counts = new Map<string, Count>()
  private readonly waiting = new Map<string, Set<() => void>>()
  constructor(
    private readonly limit = FAILURES_PER_ADDRESS,
    private readonly windowMs = WINDOW_MS,
    private readonly attemptMs = ATTEMPT_MS,
  ) {}

  /**
   * Counts an attempt that is now under way (end it with `succeeded` or
   * `failed`), waiting while attempts under way may still succeed; false when
   * the address has used up its failures.
   */
  async admit(address: string): Promise<boolean> {
    for (;;) {
      const now = Date.now()
      if (this.attempt(address, now, true)) return true
      const count = this.counts.get(address)
      if (!count?.pending) return false
      const wait = count.lastProgressAt + this.attemptMs - now
      if (wait <= 0) {
        // Nothing ended for that long: those attempts are not coming back.
        count.pending = 0
        return false
      }
      await this.nextEnd(address, wait)
    }
  }

  /**
   * Counts an attempt (`underWay`: one that will end with `succeeded` or
   * `failed`; otherwise a failure at once); false when the address has used
   * up its failures.
   */
  attempt(address: string, now = Date.now(), underWay = false): boolean {
    if (this.counts.size > 10_000) this.sweep(now)
    let count = this.counts.get(address)
    if (!count || count.resetAt <= now) {
      count = { failures: 0, pending: 0, resetAt: now + this.windowMs, lastProgressAt: now }
      this.counts.set(address, count)
    }
    if (count.failures >= this.limit) return false
    count.failures += 1
    if (underWay) count.pending += 1
    count.lastProgressAt = now
    return true
  }

  /** The attempt succeeded: it was not a failure, and a waiting attempt may go. */
  succeeded(address: string): void {
    const count = this.counts.get(address)
    if (count && count.failures > 0) count.failures -= 1
    this.ended(address)
  }

  /** The attempt failed: it stays counted, and waiting attempts learn so. */
  failed(address: string): void {
    this.ended(address)
  }

  minutesLeft(address: string, now = Date.now()): number {
    const count = this.counts.get(address)
    return count ? Math.max(1, Math.ceil((count.resetAt - now) / 60_000)) : 0
  }

  private ended(address: string): void {
    const count = this.counts.get(address)
    if (count) {
      if (count.pending > 0) count.pending -= 1
      count.lastProgressAt = Date.now()
    }
    for (const wake of this.waiting.get(address) ?? []) wake()
  }

  /** Resolves when an attempt from `address` ends, or after `ms`. */
  private nextEnd(address: string, ms: number): Promise<void> {
    return new Promise((resolve) => {
      const queue = this.waiting.get(address) ?? new Set<() => void>()
      this.waiting.set(address, queue)
      const wake = () => {
        clearTimeout(timer)
        queue.delete(wake)
        if (queue.size === 0 && this.waiting.get(address) === queue) this.waiting.delete(address)
        resolve()
      }
      const timer = setTimeout(wake, ms)
      queue.add(wake)
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

/** Whether the request's sign-in is under way (a count: an error after it ends it once). */
const underWayKey = 'signInsUnderWay'

function underWay(req: PayloadRequest): number {
  const value = req.context?.[underWayKey]
  return typeof value === 'number' ? value : 0
}

/** Ends one of the request's sign-ins under way, if it has one. */
function endSignIn(req: PayloadRequest): string | null {
  const address = clientAddress(req.headers)
  if (!address || underWay(req) === 0) return null
  req.context[underWayKey] = underWay(req) - 1
  return address
}

export const limitLoginsPerAddress: CollectionBeforeOperationHook = async ({ operation, req }) => {
  if (operation !== 'login' && operation !== 'forgotPassword') return
  const address = clientAddress(req.headers)
  if (!address) return
  // A reset mail asked for counts as a failure: it is never taken back.
  const admitted =
    operation === 'login' ? await limiter.admit(address) : limiter.attempt(address)
  if (!admitted) {
    const minutes = limiter.minutesLeft(address)
    throw publicError(
      `此地址的登录尝试过多，请 ${minutes} 分钟后再试。Too many sign-in attempts from this address: try again in ${minutes} minutes.`,
      429,
    )
  }
  if (operation === 'login') req.context[underWayKey] = underWay(req) + 1
}

export const forgiveSuccessfulLogin: CollectionAfterLoginHook = ({ req }) => {
  const address = endSignIn(req)
  if (address) limiter.succeeded(address)
}

/** A sign-in that ended in an error. */
export const endFailedLogin: AfterErrorHook = ({ req }) => {
  const address = endSignIn(req)
  if (address) limiter.failed(address)
}
