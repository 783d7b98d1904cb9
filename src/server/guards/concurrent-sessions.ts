import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type BaseDatabaseAdapter,
  type CollectionSlug,
  type DatabaseAdapterObj,
  type Find,
  type FindOne,
  type PayloadRequest,
  type UpdateOne,
  type UpdateOneArgs,
} from 'payload'
import { KeyedQueue, type TransactionLock } from '../../cms/one-at-a-time'

/** One server-side session of an account, as Payload stores it on the user. */
export type StoredSession = { id: string; createdAt?: unknown; expiresAt: Date | string }

const expiry = (session: StoredSession) => new Date(session.expiresAt).getTime()

/**
 * The sessions to store when a writer that last read the sessions `known`
 * writes `written` over what is stored now (`current`): what the writer added
 * is added, what it removed of what it knew is removed, and what others added
 * or removed meanwhile stays so. A session both hold keeps the later expiry
 * (a refresh only extends it). Expired sessions are dropped. With `known`
 * unknown, the writer is taken to have seen what is stored now: its list
 * replaces it, as Payload itself does.
 */
export function mergeSessions({
  current,
  known,
  written,
  now,
}: {
  current: readonly StoredSession[]
  known: ReadonlySet<string> | undefined
  written: readonly StoredSession[]
  now: Date
}): StoredSession[] {
  const writtenById = new Map(written.map((session) => [session.id, session]))
  const currentIds = new Set(current.map((session) => session.id))
  const seen = known ?? currentIds
  const kept = current.flatMap((session) => {
    const mine = writtenById.get(session.id)
    if (mine) return [expiry(mine) >= expiry(session) ? mine : session]
    // Gone from the writer's list: removed by it if it knew the session, else new to it.
    return seen.has(session.id) ? [] : [session]
  })
  // A session the writer knew that is no longer stored was ended meanwhile: it stays ended.
  const added = written.filter((session) => !currentIds.has(session.id) && !seen.has(session.id))
  return [...kept, ...added].filter((session) => expiry(session) > now.getTime())
}

type Adapter = BaseDatabaseAdapter & { sessions?: Record<string, { db: unknown } | undefined> }
type Request = Partial<PayloadRequest>

const asSessions = (value: unknown): StoredSession[] | undefined =>
  Array.isArray(value) ? (value as StoredSession[]) : undefined

/**
 * Makes every write of an account's session list safe against writes at the
 * same moment (docs/decisions/010). Payload adds a session by writing back
 * the whole list it read before (a sign-in, a sign-out, a refresh each read,
 * change and write it), so two sign-ins of one account at once keep only one
 * of their sessions. Here each such write is applied to the list as stored
 * at that moment, one write per account at a time: with `lock` (PostgreSQL)
 * inside the request's transaction, so across instances; without it, within
 * this process (SQLite, which one server process owns).
 *
 * When to remove: once Payload writes sessions without the read-modify-write
 * race (payloadcms/payload#16027, #18132).
 */
export function withConcurrentSessions(
  database: DatabaseAdapterObj,
  lock?: TransactionLock,
): DatabaseAdapterObj {
  return {
    ...database,
    init: (args) => {
      const adapter = database.init(args) as Adapter
      guardSessions(adapter, lock)
      return adapter
    },
  }
}

function guardSessions(adapter: Adapter, lock: TransactionLock | undefined) {
  const findOne = adapter.findOne.bind(adapter)
  const find = adapter.find.bind(adapter)
  const updateOne = adapter.updateOne.bind(adapter)
  const queue = new KeyedQueue()
  /** The session ids each request last read or wrote, per account. */
  const seenByRequest = new WeakMap<object, Map<string, Set<string>>>()

  const hasSessions = (collection: CollectionSlug) =>
    Boolean(adapter.payload.collections[collection]?.config.auth?.useSessions)
  const accountKey = (collection: string, id: unknown) => `${collection}:${String(id)}`

  const remember = (req: Request | undefined, key: string, sessions: StoredSession[]) => {
    if (!req) return
    let seen = seenByRequest.get(req)
    if (!seen) seenByRequest.set(req, (seen = new Map<string, Set<string>>()))
    seen.set(key, new Set(sessions.map((session) => session.id)))
  }
  const rememberDoc = (req: Request | undefined, collection: CollectionSlug, doc: unknown) => {
    const { id, sessions } = (doc ?? {}) as { id?: unknown; sessions?: unknown }
    const list = asSessions(sessions)
    if (id !== undefined && list) remember(req, accountKey(collection, id), list)
  }

  const storedSessions = async (collection: CollectionSlug, id: number | string, req?: Request) =>
    asSessions(
      (
        (await findOne({ collection, req, where: { id: { equals: id } } })) as {
          sessions?: unknown
        } | null
      )?.sessions,
    ) ?? []

  /** Writes `args` with its session list merged into the stored one; the caller holds the lock. */
  const writeMerged = async (
    args: UpdateOneArgs,
    id: number | string,
    written: StoredSession[],
    req: Request | undefined,
  ) => {
    const key = accountKey(args.collection, id)
    const current = await storedSessions(args.collection, id, req)
    const known = args.req ? seenByRequest.get(args.req)?.get(key) : undefined
    const sessions = mergeSessions({ current, known, written, now: new Date() })
    const result: unknown = await updateOne({ ...args, req, data: { ...args.data, sessions } })
    remember(args.req, key, written)
    return result
  }

  const lockedInTransaction = async (
    args: UpdateOneArgs,
    id: number | string,
    written: StoredSession[],
    takeLock: TransactionLock,
  ) => {
    const req: Request = args.req?.payload ? args.req : await createLocalReq({}, adapter.payload)
    const own = await initTransaction(req as PayloadRequest)
    try {
      const transaction = adapter.sessions?.[String(await req.transactionID)]
      if (!transaction) throw new Error('The session lock needs database transactions')
      await takeLock(transaction.db, `payload-sessions:${accountKey(args.collection, id)}`)
      const result = await writeMerged(args, id, written, req)
      if (own) await commitTransaction(req as PayloadRequest)
      return result
    } catch (error) {
      if (own) await killTransaction(req as PayloadRequest)
      throw error
    }
  }

  adapter.findOne = async function (args) {
    const doc = await findOne(args)
    if (hasSessions(args.collection)) rememberDoc(args.req, args.collection, doc)
    return doc
  } as FindOne

  adapter.find = async function (args) {
    const result = await find(args)
    if (hasSessions(args.collection))
      for (const doc of result.docs) rememberDoc(args.req, args.collection, doc)
    return result
  } as Find

  adapter.updateOne = async function (args) {
    const written = asSessions(args.data.sessions)
    const id = args.id
    if (!written || id === undefined || !hasSessions(args.collection))
      return updateOne(args) as Promise<unknown>
    if (lock) return lockedInTransaction(args, id, written, lock)
    return queue.run(accountKey(args.collection, id), () =>
      writeMerged(args, id, written, args.req),
    )
  } as UpdateOne
}
