import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'
import { processWide } from '../lib/process-wide'
import { KeyedQueue, type TransactionLock } from '../lib/keyed-queue'

type PostgresTransaction = { execute: (query: ReturnType<typeof sql>) => Promise<unknown> }

/** PostgreSQL's transaction-scoped advisory lock, shared by every instance on the database. */
export const postgresLock: TransactionLock = (db, key) =>
  (db as PostgresTransaction).execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`)

type WithSessions = { name?: string; sessions?: Record<string, { db: unknown } | undefined> }

const inProcess = processWide('one-at-a-time', () => new KeyedQueue())

/**
 * Runs `task` while no other save runs one under `key`. On PostgreSQL the
 * lock belongs to the request's transaction, so it holds across instances
 * until that save commits: the next one then reads what this one wrote.
 * Without a transaction (SQLite, which one server process owns, writes at
 * once) tasks queue within this process.
 */
export async function oneAtATime<T>(
  req: Partial<PayloadRequest>,
  key: string,
  task: () => Promise<T>,
): Promise<T> {
  const db = req.payload?.db as WithSessions | undefined
  const id: unknown = await req.transactionID
  const transaction =
    typeof id === 'string' || typeof id === 'number' ? db?.sessions?.[String(id)] : undefined
  if (db?.name === 'postgres' && transaction) {
    await postgresLock(transaction.db, key)
    return task()
  }
  return inProcess.run(key, task)
}
