import { pbkdf2, randomBytes } from 'node:crypto'
import { promisify } from 'node:util'
import type {
  AfterErrorHook,
  CollectionAfterLoginHook,
  CollectionBeforeOperationHook,
  PayloadRequest,
} from 'payload'
import { publicError } from '../errors/public-error'
import { env } from '../../lib/env'
import { redisLedger, type FailureLedger } from './shared-failures'
import { addressOf, registerSignInRefusal } from '../../lib/sign-in-refusal'
import { processWide } from '../../lib/process-wide'

/** Failed sign-ins one client address may make in a window, whatever the accounts. */
export const FAILURES_PER_ADDRESS = 10
/**
 * Failed sign-ins to one account from one address in a window. Keyed by
 * both, so that guesses from elsewhere never lock the owner out (Payload's
 * own lock of the account, which anyone could trigger, is off: users.ts).
 */
export const FAILURES_PER_ACCOUNT = 5
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
 * Failed sign-ins per key: a client address (FAILURES_PER_ADDRESS), or an
 * account from one address (FAILURES_PER_ACCOUNT). Every attempt counts when it starts and a successful
 * one is taken back, so that only failures count, including those against
 * accounts that do not exist, and parallel guesses cannot outrun the count.
 * An attempt that finds the failures used up while others are still under
 * way waits until they end (`admit`): sign-ins at the same moment from one
 * office are not refused, however long a sign-in takes on a busy server,
 * while an address whose failures are used up is refused at once. Kept in
 * memory; with REDIS_URL the failures are also counted in Redis
 * (shared-failures.ts), so that several instances give an address its
 * failures once.
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

  /** Whether the address has used up its failures, with none of its attempts under way. */
  usedUp(address: string, now = Date.now()): boolean {
    const count = this.counts.get(address)
    return Boolean(count && count.resetAt > now && count.failures >= this.limit && !count.pending)
  }

  secondsLeft(address: string, now = Date.now()): number {
    const count = this.counts.get(address)
    return count ? Math.max(1, Math.ceil((count.resetAt - now) / 1000)) : 0
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

/** The client's address (src/lib/sign-in-refusal.ts). */
export function clientAddress(headers: Headers): string | null {
  return addressOf(headers.get('x-forwarded-for'))
}

// One count per process (src/lib/process-wide.ts): the server's early
// refusal and every bundle of the CMS read the same.
const addresses = processWide('sign-in-failures-per-address', () => new LoginLimiter())
const accounts = processWide(
  'sign-in-failures-per-account',
  () => new LoginLimiter(FAILURES_PER_ACCOUNT),
)

let ledger: FailureLedger | null | undefined
/** With REDIS_URL, the failures of every instance (made on first use: only sign-ins need it). */
function sharedFailures(): FailureLedger | null {
  ledger ??= env.REDIS_URL ? redisLedger(env.REDIS_URL) : null
  return ledger
}

/** Whether the request's sign-in is under way (a count: an error after it ends it once). */
const underWayKey = 'signInsUnderWay'
/** The account-and-address key of the request's sign-in. */
const accountKey = 'signInAccount'

function underWay(req: PayloadRequest): number {
  const value = req.context?.[underWayKey]
  return typeof value === 'number' ? value : 0
}

/** Ends one of the request's sign-ins under way, if it has one. */
function endSignIn(req: PayloadRequest): { address: string; account: string } | null {
  const address = clientAddress(req.headers)
  const account = req.context?.[accountKey]
  if (!address || typeof account !== 'string' || underWay(req) === 0) return null
  req.context[underWayKey] = underWay(req) - 1
  return { address, account }
}

/** The one message of every refused sign-in: the same whether the account exists or not. */
function refusalMessage(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60))
  return `登录尝试过多，请 ${minutes} 分钟后再试。Too many sign-in attempts: try again in ${minutes} minutes.`
}

function refuse(req: PayloadRequest, seconds: number): never {
  req.responseHeaders = new Headers({ 'Retry-After': String(seconds) })
  throw publicError(refusalMessage(seconds), 429)
}

// Once an address has used up its failures (none under way), the server
// answers its sign-ins before they reach the CMS, as `refuse` would.
registerSignInRefusal((address) => {
  if (!addresses.usedUp(address)) return null
  const seconds = addresses.secondsLeft(address)
  return { message: refusalMessage(seconds), seconds }
})

const hash = promisify(pbkdf2)

/** How Payload hashes a password, from the form of a stored hash (its `authenticate`). */
function hashParametersOf(stored: string | null | undefined): {
  iterations: number
  keyLength: number
} {
  // Current hashes are marked and 32 bytes long; those of older accounts are neither.
  return stored?.startsWith('pbkdf2-sha256-v1:')
    ? { iterations: 600_000, keyLength: 32 }
    : { iterations: 25_000, keyLength: 512 }
}

/** The hash parameters of the accounts there are (read once: every account shares them). */
let accountHash: Promise<ReturnType<typeof hashParametersOf>> | undefined
function accountHashParameters(req: PayloadRequest) {
  accountHash ??= req.payload
    .find({
      collection: 'users',
      limit: 1,
      sort: '-updatedAt',
      depth: 0,
      showHiddenFields: true,
      overrideAccess: true,
    })
    .then(({ docs }) => hashParametersOf((docs[0] as { hash?: string } | undefined)?.hash))
    .catch(() => {
      accountHash = undefined
      return hashParametersOf('pbkdf2-sha256-v1:')
    })
  return accountHash
}

/**
 * A wrong password costs the same whether the account exists or not: Payload
 * hashes the password given only for an account it finds, so for an unknown
 * address the same hash, with the same parameters as the accounts' own, is
 * computed here and thrown away.
 */
async function hashAsForAnAccount(req: PayloadRequest, email: string, password: string) {
  const [{ totalDocs }, parameters] = await Promise.all([
    req.payload.count({
      collection: 'users',
      where: { email: { equals: email } },
      overrideAccess: true,
    }),
    accountHashParameters(req),
  ])
  if (totalDocs === 0) {
    const salt = randomBytes(32).toString('hex')
    await hash(password, salt, parameters.iterations, parameters.keyLength, 'sha256')
  }
}

export const limitLoginsPerAddress: CollectionBeforeOperationHook = async ({
  args,
  operation,
  req,
}) => {
  if (operation !== 'login' && operation !== 'forgotPassword') return
  const address = clientAddress(req.headers)
  if (!address) return
  // A reset mail asked for counts as a failure: it is never taken back.
  if (operation === 'forgotPassword') {
    if (!addresses.attempt(address)) refuse(req, addresses.secondsLeft(address))
    return
  }
  const data = (args as { data?: { email?: unknown; password?: unknown } }).data
  const text = (value: unknown) => (typeof value === 'string' ? value : '')
  const email = text(data?.email).trim().toLowerCase()
  const account = `${address} ${email}`
  // The failures of every instance first (with Redis), then this one's.
  const shared = await sharedFailures()?.read([`address ${address}`, `account ${account}`])
  if (shared) {
    const [byAddress, byAccount] = shared
    if (byAddress && byAddress.failures >= FAILURES_PER_ADDRESS) refuse(req, byAddress.secondsLeft)
    if (byAccount && byAccount.failures >= FAILURES_PER_ACCOUNT) refuse(req, byAccount.secondsLeft)
  }
  if (!(await addresses.admit(address))) refuse(req, addresses.secondsLeft(address))
  if (!(await accounts.admit(account))) {
    addresses.failed(address)
    refuse(req, accounts.secondsLeft(account))
  }
  req.context[underWayKey] = underWay(req) + 1
  req.context[accountKey] = account
  await hashAsForAnAccount(req, email, text(data?.password))
}

export const forgiveSuccessfulLogin: CollectionAfterLoginHook = ({ req }) => {
  const signIn = endSignIn(req)
  if (!signIn) return
  addresses.succeeded(signIn.address)
  accounts.succeeded(signIn.account)
}

/** A sign-in that ended in an error. */
export const endFailedLogin: AfterErrorHook = ({ req }) => {
  const signIn = endSignIn(req)
  if (!signIn) return
  addresses.failed(signIn.address)
  accounts.failed(signIn.account)
  void sharedFailures()?.add([`address ${signIn.address}`, `account ${signIn.account}`], WINDOW_MS)
}
