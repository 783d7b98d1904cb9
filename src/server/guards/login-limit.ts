import { pbkdf2, randomBytes } from 'node:crypto'
import { promisify } from 'node:util'
import { LRUCache } from 'lru-cache'
import { redisClient as sharedRedisClient } from '../redis-client.mjs'
import type {
  AfterErrorHook,
  CollectionAfterLoginHook,
  CollectionBeforeOperationHook,
  PayloadRequest,
} from 'payload'
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible'
import { publicError } from '../../cms/errors/public-error'
import { env } from '../../lib/env'
import { addressOf, registerSignInRefusal } from './sign-in-refusal'
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

/** The attempts of one key under way in this process. */
type UnderWay = {
  count: number
  /** When an attempt last started or ended. */
  lastProgressAt: number
  /** Attempts waiting for one of these to end. */
  waiting: Set<() => void>
}

/**
 * Failed sign-ins per key: a client address (FAILURES_PER_ADDRESS), or an
 * account from one address (FAILURES_PER_ACCOUNT), counted by `counter`
 * (rate-limiter-flexible: this process's memory, or Redis shared by every
 * instance). Every attempt counts when it starts and a successful one is
 * given back, so that only failures count, including those against accounts
 * that do not exist, and parallel guesses cannot outrun the count. An attempt
 * that finds the failures used up while others of this process are still
 * under way waits until they end (`admit`): sign-ins at the same moment from
 * one office are not refused, however long a sign-in takes on a busy server,
 * while a key whose failures are used up is refused at once.
 */
export class SignInLimit {
  private readonly underWay = new Map<string, UnderWay>()
  /** Keys whose failures are used up, until when (answers `isUsedUp` without the store). */
  private readonly usedUpUntil = new LRUCache<string, number>({ max: 10_000 })
  constructor(
    private readonly counter: RateLimiterAbstract,
    private readonly attemptMs = ATTEMPT_MS,
  ) {}

  /**
   * Counts an attempt that is now under way (end it with `succeeded` or
   * `failed`), waiting while attempts under way may still succeed; false when
   * the key has used up its failures.
   */
  async admit(key: string): Promise<boolean> {
    for (;;) {
      // An attempt that ends while this one is being counted may have made room.
      const watch = this.watch(key)
      const refusedFor = await this.take(key).finally(watch.stop)
      if (refusedFor === 0) {
        this.progress(key, 1)
        return true
      }
      if (watch.sawAnEnd()) continue
      const going = this.underWay.get(key)
      const wait = going?.count ? going.lastProgressAt + this.attemptMs - Date.now() : 0
      if (wait <= 0) {
        // Nothing under way, or nothing ended for that long: those attempts are not coming back.
        if (going) going.count = 0
        this.forget(key)
        this.usedUp(key, refusedFor)
        return false
      }
      await this.nextEnd(key, wait)
    }
  }

  /** Counts a failure at once (a reset mail asked for); false when the key has used up its failures. */
  async attempt(key: string): Promise<boolean> {
    const refusedFor = await this.take(key)
    if (refusedFor > 0) this.usedUp(key, refusedFor)
    return refusedFor === 0
  }

  /** The attempt succeeded: it was not a failure, and a waiting attempt may go. */
  async succeeded(key: string): Promise<void> {
    await this.counter.reward(key, 1)
    this.progress(key, -1)
  }

  /** The attempt failed: it stays counted, and waiting attempts learn so. */
  async failed(key: string): Promise<void> {
    this.progress(key, -1)
    const count = await this.counter.get(key)
    if (count && count.consumedPoints >= this.counter.points) this.usedUp(key, count.msBeforeNext)
  }

  /** Whether the key has used up its failures, with none of its attempts under way here. */
  isUsedUp(key: string, now = Date.now()): boolean {
    return (this.usedUpUntil.get(key) ?? 0) > now && !this.underWay.get(key)?.count
  }

  /** Seconds until the key may try again, once it has used up its failures. */
  secondsLeft(key: string, now = Date.now()): number {
    return Math.max(1, Math.ceil(((this.usedUpUntil.get(key) ?? now) - now) / 1000))
  }

  /** Counts one attempt: 0 when it may go, else the milliseconds before the window ends. */
  private async take(key: string): Promise<number> {
    try {
      await this.counter.consume(key)
      return 0
    } catch (refusal) {
      if (!(refusal instanceof RateLimiterRes)) throw refusal
      // A refused attempt is no failure of its own.
      await this.counter.reward(key, 1)
      return Math.max(1, refusal.msBeforeNext)
    }
  }

  private usedUp(key: string, ms: number): void {
    this.usedUpUntil.set(key, Date.now() + ms)
  }

  /** The attempts of `key` under way, made when missing. */
  private entry(key: string): UnderWay {
    let going = this.underWay.get(key)
    if (!going) {
      going = { count: 0, lastProgressAt: Date.now(), waiting: new Set() }
      this.underWay.set(key, going)
    }
    return going
  }

  /** Drops the entry of `key` once nothing is under way or waiting. */
  private forget(key: string): void {
    const going = this.underWay.get(key)
    if (going && going.count === 0 && going.waiting.size === 0) this.underWay.delete(key)
  }

  /** An attempt started (+1) or ended (-1); an end wakes the attempts waiting. */
  private progress(key: string, change: 1 | -1): void {
    const going = this.entry(key)
    going.count = Math.max(0, going.count + change)
    going.lastProgressAt = Date.now()
    if (change < 0) for (const wake of [...going.waiting]) wake()
    this.forget(key)
  }

  /** Notes whether an attempt of `key` ends from now until `stop`. */
  private watch(key: string): { sawAnEnd: () => boolean; stop: () => void } {
    const going = this.entry(key)
    let ended = false
    const note = () => (ended = true)
    going.waiting.add(note)
    return {
      sawAnEnd: () => ended,
      stop: () => {
        going.waiting.delete(note)
        this.forget(key)
      },
    }
  }

  /** Resolves when an attempt of `key` ends, or after `ms`. */
  private nextEnd(key: string, ms: number): Promise<void> {
    const going = this.entry(key)
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer)
        going.waiting.delete(wake)
        this.forget(key)
        resolve()
      }
      const timer = setTimeout(wake, ms)
      going.waiting.add(wake)
    })
  }
}

/** The client's address (src/server/guards/sign-in-refusal.ts). */
export function clientAddress(headers: Headers): string | null {
  return addressOf(headers.get('x-forwarded-for'))
}

/** The connection to Redis of the counts shared by every instance. */
export function redisClient(url: string) {
  const client = sharedRedisClient({
    url,
    name: 'sign-in-failures',
    meanwhile: 'sign-in failures counted per instance',
  })
  // It connects, and reconnects, in the background; meanwhile nothing waits for it.
  client.connect().catch(() => undefined)
  return client
}

/**
 * The counter of `points` failures per window: in this process's memory, or
 * with REDIS_URL in Redis, where every instance counts an address's failures
 * once. While Redis is not connected, or does not answer within a second,
 * each instance counts in its own memory: sign-ins are never refused or held
 * for Redis's sake.
 */
export function counterOf(
  name: string,
  points: number,
  redis?: ReturnType<typeof redisClient>,
  windowMs = WINDOW_MS,
): RateLimiterAbstract {
  const options = { keyPrefix: `sign-in-failures:${name}`, points, duration: windowMs / 1000 }
  const memory = new RateLimiterMemory(options)
  if (!redis) return memory
  return new RateLimiterRedis({
    ...options,
    storeClient: redis,
    useRedisPackage: true,
    rejectIfRedisNotReady: true,
    insuranceLimiter: memory,
  })
}

// One count per process (src/lib/process-wide.ts): the server's early
// refusal and every bundle of the CMS read the same. Made on first use, so
// that scripts that load the CMS never connect to Redis.
function sharedRedis() {
  return env.REDIS_URL
    ? processWide('sign-in-failures-redis', () => redisClient(env.REDIS_URL!))
    : undefined
}
const addresses = () =>
  processWide(
    'sign-in-failures-per-address',
    () => new SignInLimit(counterOf('address', FAILURES_PER_ADDRESS, sharedRedis())),
  )
const accounts = () =>
  processWide(
    'sign-in-failures-per-account',
    () => new SignInLimit(counterOf('account', FAILURES_PER_ACCOUNT, sharedRedis())),
  )

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
  if (!addresses().isUsedUp(address)) return null
  const seconds = addresses().secondsLeft(address)
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
  // A reset mail asked for counts as a failure: it is never given back.
  if (operation === 'forgotPassword') {
    if (!(await addresses().attempt(address))) refuse(req, addresses().secondsLeft(address))
    return
  }
  const data = (args as { data?: { email?: unknown; password?: unknown } }).data
  const text = (value: unknown) => (typeof value === 'string' ? value : '')
  const email = text(data?.email).trim().toLowerCase()
  const account = `${address} ${email}`
  if (!(await addresses().admit(address))) refuse(req, addresses().secondsLeft(address))
  if (!(await accounts().admit(account))) {
    await addresses().failed(address)
    refuse(req, accounts().secondsLeft(account))
  }
  req.context[underWayKey] = underWay(req) + 1
  req.context[accountKey] = account
  await hashAsForAnAccount(req, email, text(data?.password))
}

export const forgiveSuccessfulLogin: CollectionAfterLoginHook = async ({ req }) => {
  const signIn = endSignIn(req)
  if (!signIn) return
  await Promise.all([addresses().succeeded(signIn.address), accounts().succeeded(signIn.account)])
}

/** A sign-in that ended in an error. */
export const endFailedLogin: AfterErrorHook = async ({ req }) => {
  const signIn = endSignIn(req)
  if (!signIn) return
  await Promise.all([addresses().failed(signIn.address), accounts().failed(signIn.account)])
}
