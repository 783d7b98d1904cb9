import { EventEmitter } from 'node:events'
import { randomUUID } from 'node:crypto'
import { setTimeout as sleep } from 'node:timers/promises'
import { LRUCache } from 'lru-cache'
import type {
  AfterErrorHook,
  CollectionAfterLoginHook,
  CollectionBeforeOperationHook,
  Payload,
  PayloadRequest,
} from 'payload'
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible'
import { redisClient as sharedRedisClient } from '../../lib/redis-client.mjs'
import { publicError } from '../../lib/public-error'
import { env } from '../../lib/env'
import { processWide } from '../../lib/process-wide'
import { addressOf, registerSignInRefusal } from './credentials'

/** Failed sign-ins per client address, and per account from one address, in a window. */
export const FAILURES_PER_ADDRESS = 10
export const FAILURES_PER_ACCOUNT = 5
export const WINDOW_MS = 15 * 60 * 1000
/** How long attempts under way may go without one ending before they are presumed failed. */
export const ATTEMPT_MS = 30_000

/**
 * rate-limiter-flexible's login recipe (a limiter per address, one per account
 * and address, so guesses from elsewhere never lock the owner out), counted
 * when an attempt starts and given back when it succeeds: parallel guesses
 * cannot outrun the count. An attempt refused while others of the key are
 * under way here waits for one to end, so that one office signing in at
 * once is not refused, however slow the server.
 */
export class SignInLimit {
  private readonly underWay = new Map<string, { count: number; at: number }>()
  private readonly ends = new EventEmitter().setMaxListeners(0)
  private endCount = 0
  private readonly usedUpUntil = new LRUCache<string, number>({ max: 10_000 })
  constructor(
    private readonly counter: RateLimiterAbstract,
    private readonly attemptMs = ATTEMPT_MS,
  ) {}

  /** Counts an attempt now under way (end it with `succeeded` or `failed`); false when used up. */
  async admit(key: string): Promise<boolean> {
    for (;;) {
      const endsBefore = this.endCount
      const refusedFor = await this.take(key)
      if (refusedFor === 0) return (this.step(key, 1), true)
      if (this.endCount !== endsBefore) continue
      const going = this.underWay.get(key)
      const wait = going ? going.at + this.attemptMs - Date.now() : 0
      if (wait <= 0) {
        this.underWay.delete(key)
        this.usedUpUntil.set(key, Date.now() + refusedFor)
        return false
      }
      await new Promise<void>((resolve) => {
        const done = () => (clearTimeout(timer), this.ends.off(`end ${key}`, done), resolve())
        const timer = setTimeout(done, wait)
        this.ends.on(`end ${key}`, done)
      })
    }
  }

  /** Counts a failure at once (a reset mail asked for); false when the key is used up. */
  async attempt(key: string): Promise<boolean> {
    const refusedFor = await this.take(key)
    if (refusedFor > 0) this.usedUpUntil.set(key, Date.now() + refusedFor)
    return refusedFor === 0
  }

  /** The attempt succeeded: it is given back, and a waiting attempt may go. */
  async succeeded(key: string): Promise<void> {
    await this.counter.reward(key, 1)
    this.step(key, -1)
  }

  /** The attempt failed: it stays counted, and waiting attempts learn so. */
  async failed(key: string): Promise<void> {
    this.step(key, -1)
    const count = await this.counter.get(key)
    if (count && count.consumedPoints >= this.counter.points)
      this.usedUpUntil.set(key, Date.now() + count.msBeforeNext)
  }

  /** Whether the key has used up its failures, with none of its attempts under way here. */
  isUsedUp(key: string, now = Date.now()): boolean {
    return (this.usedUpUntil.get(key) ?? 0) > now && !this.underWay.has(key)
  }

  /** Seconds until a used-up key may try again. */
  secondsLeft(key: string, now = Date.now()): number {
    return Math.max(1, Math.ceil(((this.usedUpUntil.get(key) ?? now) - now) / 1000))
  }

  /** Counts one attempt: 0 when it may go, else the milliseconds left in the window. */
  private async take(key: string): Promise<number> {
    try {
      await this.counter.consume(key)
      return 0
    } catch (refusal) {
      if (!(refusal instanceof RateLimiterRes)) throw refusal
      await this.counter.reward(key, 1) // a refused attempt is no failure of its own
      return Math.max(1, refusal.msBeforeNext)
    }
  }

  /** An attempt of `key` started (+1) or ended (-1); an end wakes those waiting. */
  private step(key: string, change: 1 | -1): void {
    const count = (this.underWay.get(key)?.count ?? 0) + change
    if (count > 0) this.underWay.set(key, { count, at: Date.now() })
    else this.underWay.delete(key)
    if (change > 0) return
    this.endCount += 1
    this.ends.emit(`end ${key}`)
  }
}

/** The client's address: the last X-Forwarded-For entry (credentials.ts). */
export const clientAddress = (headers: Headers) => addressOf(headers.get('x-forwarded-for'))

/** The connection to Redis of the counts every instance shares; it connects in the background. */
export function redisClient(url: string) {
  const client = sharedRedisClient({
    url,
    name: 'sign-in-failures',
    meanwhile: 'sign-in failures counted per instance',
  })
  client.connect().catch(() => undefined)
  return client
}

/**
 * `points` failures per window, in memory or with REDIS_URL in Redis (once
 * for every instance); while Redis is away or slow, each instance counts in
 * its own memory: no sign-in waits for Redis.
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

// One count per process, made on first use (scripts that load the CMS never connect to Redis).
const redis = () =>
  env.REDIS_URL
    ? processWide('sign-in-failures-redis', () => redisClient(env.REDIS_URL!))
    : undefined
const limitOf = (name: string, points: number) =>
  processWide(
    `sign-in-failures-per-${name}`,
    () => new SignInLimit(counterOf(name, points, redis())),
  )
const addresses = () => limitOf('address', FAILURES_PER_ADDRESS)
const accounts = () => limitOf('account', FAILURES_PER_ACCOUNT)

/** The one message of a refused sign-in, whether the account exists or not. */
function refusalMessage(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60))
  return `登录尝试过多，请 ${minutes} 分钟后再试。Too many sign-in attempts: try again in ${minutes} minutes.`
}

function refuse(req: PayloadRequest, seconds: number): never {
  req.responseHeaders = new Headers({ 'Retry-After': String(seconds) })
  throw publicError(refusalMessage(seconds), 429)
}

// A used-up address (nothing under way) is answered by the server before the CMS.
registerSignInRefusal((address) => {
  if (!addresses().isUsedUp(address)) return null
  const seconds = addresses().secondsLeft(address)
  return { message: refusalMessage(seconds), seconds }
})

/**
 * A wrong password takes as long whether the account exists or not: Payload
 * hashes only for an account it finds, so a sign-in to an unknown address
 * waits as long as Payload's refusals of a wrong password (401) to existing
 * accounts took lately (the median of the last 15; the first timed on the
 * newest account): no hash is repeated here, and no fast error counts.
 */
const hashing = processWide('sign-in-hashing', () => ({
  samples: [] as number[],
  first: undefined as Promise<void> | undefined,
}))
const timed = (ms: number) => (hashing.samples = [...hashing.samples.slice(-14), ms])
const hashMs = () => hashing.samples.toSorted((a, b) => a - b)[hashing.samples.length >> 1]
const refusedPassword = (error: unknown) => (error as { status?: number }).status === 401

async function timeOne(payload: Payload): Promise<void> {
  const newest = await payload.find({ collection: 'users', limit: 1, sort: '-updatedAt' })
  const email = (newest.docs[0] as { email?: string } | undefined)?.email
  const started = performance.now()
  if (!email) return
  await payload
    .login({ collection: 'users', data: { email, password: randomUUID() } })
    .catch((error: unknown) => refusedPassword(error) && timed(performance.now() - started))
}

async function asForAnAccount(payload: Payload, email: string): Promise<boolean> {
  const where = { email: { equals: email } }
  if ((await payload.count({ collection: 'users', where, overrideAccess: true })).totalDocs > 0)
    return true
  const ms = hashMs()
  if (ms !== undefined) await sleep(ms)
  else {
    hashing.first ??= timeOne(payload)
      .catch(() => undefined)
      .finally(() => (hashing.first = undefined))
    await hashing.first
  }
  return false
}

type SignIn = { address: string; account: string; known: boolean; at: number }
const signInKey = 'signIn'

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
  const email = typeof data?.email === 'string' ? data.email.trim().toLowerCase() : ''
  // Payload refuses a missing password at once, whoever the account.
  const password = typeof data?.password === 'string' ? data.password.trim() : ''
  const account = `${address} ${email}`
  if (!(await addresses().admit(address))) refuse(req, addresses().secondsLeft(address))
  if (!(await accounts().admit(account))) {
    await addresses().failed(address)
    refuse(req, accounts().secondsLeft(account))
  }
  const signIn: SignIn = { address, account, known: false, at: 0 }
  req.context[signInKey] = signIn
  if (!password) return
  signIn.known = await asForAnAccount(req.payload, email)
  signIn.at = performance.now()
}

/** Ends the request's sign-in under way, once. */
function endSignIn(req: PayloadRequest): SignIn | null {
  const signIn = req.context?.[signInKey] as SignIn | undefined
  if (!signIn) return null
  delete req.context[signInKey]
  return signIn
}

export const forgiveSuccessfulLogin: CollectionAfterLoginHook = async ({ req }) => {
  const signIn = endSignIn(req)
  if (signIn)
    await Promise.all([addresses().succeeded(signIn.address), accounts().succeeded(signIn.account)])
}

/** A sign-in that ended in an error. */
export const endFailedLogin: AfterErrorHook = async ({ error, req }) => {
  const signIn = endSignIn(req)
  if (!signIn) return
  if (signIn.known && signIn.at > 0 && refusedPassword(error)) timed(performance.now() - signIn.at)
  await Promise.all([addresses().failed(signIn.address), accounts().failed(signIn.account)])
}
