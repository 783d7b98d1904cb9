import { commitTransaction, createLocalReq, initTransaction, killTransaction } from 'payload'
import type { BaseDatabaseAdapter, DatabaseAdapterObj, FindArgs, PayloadRequest } from 'payload'
import { KeyedQueue, type TransactionLock } from '../../lib/keyed-queue'

/** One server-side session of an account, as Payload stores it on the user. */
export type StoredSession = { id: string; createdAt?: unknown; expiresAt: Date | string }
type Sessions = readonly StoredSession[]
type Merge = Record<'current' | 'written', Sessions> & { known?: ReadonlySet<string>; now: Date }
type Read = Pick<FindArgs, 'collection' | 'req'>

const expiry = (session: StoredSession) => new Date(session.expiresAt).getTime()
const later = (a: StoredSession, b: StoredSession) => (expiry(a) >= expiry(b) ? a : b)
const asSessions = (v: unknown) => (Array.isArray(v) ? (v as StoredSession[]) : undefined)
const keyOf = (collection: string, id: unknown) => `${collection}:${String(id)}`

/**
 * The list to store when a writer that last saw the ids `known` writes `written` over `current`:
 * its own additions and removals apply, others' stay, a session both hold keeps the later expiry,
 * expired ones go. Without `known`, `written` replaces the list, as in Payload.
 */
export function mergeSessions({ current, known, written, now }: Merge): StoredSession[] {
  const mine = new Map(written.map((session) => [session.id, session]))
  const stored = new Set(current.map((session) => session.id))
  const seen = known ?? stored
  const kept = current.filter(({ id }) => mine.has(id) || !seen.has(id))
  const added = written.filter(({ id }) => !stored.has(id) && !seen.has(id))
  const merged = [...kept.map((s) => later(mine.get(s.id) ?? s, s)), ...added]
  return merged.filter((session) => expiry(session) > now.getTime())
}

/**
 * Each write of an account's session list merged into the list stored then, one per account at a
 * time (docs/decisions/010). Remove once Payload writes sessions without the race (#16027, #18132).
 */
export function withConcurrentSessions(database: DatabaseAdapterObj, lock?: TransactionLock) {
  const init: DatabaseAdapterObj['init'] = (args) => guardSessions(database.init(args), lock)
  return { ...database, init }
}

/** One write per account: with `lock` in a transaction (across instances), else in this process. */
function guardSessions(adapter: BaseDatabaseAdapter, lock?: TransactionLock) {
  const { payload } = adapter
  const find = adapter.find.bind(adapter)
  const findOne = adapter.findOne.bind(adapter)
  const updateOne = adapter.updateOne.bind(adapter)
  const queue = new KeyedQueue()
  const seen = new WeakMap<object, Record<string, Set<string>>>() // per request and account
  const hasSessions = (slug: Read['collection']) =>
    !!payload.collections[slug]?.config.auth?.useSessions
  /** Notes the session ids of the account `doc` as those `req` last saw; returns `doc`. */
  const note = <T>({ collection, req }: Read, doc: T): T => {
    const { id, sessions } = (doc ?? {}) as { id?: unknown; sessions?: unknown }
    const list = asSessions(sessions)
    if (!req || id === undefined || !list || !hasSessions(collection)) return doc
    seen.set(req, { ...seen.get(req), [keyOf(collection, id)]: new Set(list.map((s) => s.id)) })
    return doc
  }
  adapter.findOne = ((args) => findOne(args).then((doc) => note(args, doc))) as typeof findOne
  adapter.find = ((args) =>
    find(args).then((r) => ({ ...r, docs: r.docs.map((doc) => note(args, doc)) }))) as typeof find
  adapter.updateOne = (async (args) => {
    const { collection, id, req: asker } = args
    const written = asSessions(args.data.sessions)
    if (!written || id === undefined || !hasSessions(collection)) return updateOne(args) as unknown
    const key = keyOf(collection, id)
    const write = async (req: Read['req']) => {
      const doc: unknown = await findOne({ collection, req, where: { id: { equals: id } } })
      const current = asSessions((doc as { sessions?: unknown } | null)?.sessions) ?? []
      const known = asker && seen.get(asker)?.[key]
      const sessions = mergeSessions({ current, known, written, now: new Date() })
      const result: unknown = await updateOne({ ...args, req, data: { ...args.data, sessions } })
      note(args, { id, sessions: written })
      return result
    }
    if (!lock) return queue.run(key, () => write(asker))
    const req = (asker?.payload ? asker : await createLocalReq({}, payload)) as PayloadRequest
    const own = await initTransaction(req)
    try {
      const transaction = adapter.sessions?.[String(await req.transactionID)]
      if (!transaction) throw new Error('The session lock needs database transactions')
      await lock(transaction.db, `payload-sessions:${key}`)
      const result = await write(req)
      if (own) await commitTransaction(req)
      return result
    } catch (error) {
      if (own) await killTransaction(req)
      throw error
    }
  }) as typeof updateOne
  return adapter
}
