import type { DatabaseAdapterObj, PayloadRequest } from 'payload'

type TransactionId = number | string
/** Work that follows a commit; the commit (and so the save's answer) waits for the promise it returns. */
type Task = () => unknown

/** Tasks waiting for their transaction to commit. */
const waiting = new Map<TransactionId, Task[]>()

/**
 * Runs `task` once what `req` wrote is committed: at once without a
 * transaction (SQLite, whose writes are done when Payload's after-change
 * hooks run), else when its transaction commits, never when it is rolled
 * back. Caches invalidated before the commit would be filled again, by
 * visitors' requests, with what the database held until then. The commit
 * waits for its tasks, so that they end before the save answers: caches
 * dropped after the answer would be dropped too late for the editor's
 * next look, and in a request Next.js applies only the revalidations
 * asked for before its answer.
 */
export async function afterCommit(
  req: Partial<PayloadRequest> | undefined,
  task: Task,
): Promise<void> {
  const id: unknown = await req?.transactionID
  // Without a transaction the id is null. Payload's loader of related
  // documents may also leave a copy that is no id ({}): nothing commits it.
  if (typeof id !== 'string' && typeof id !== 'number') {
    await task()
    return
  }
  const tasks = waiting.get(id)
  if (tasks) tasks.push(task)
  else waiting.set(id, [task])
}

/** Runs tasks in the order they were asked for; one that fails never stops the rest or the commit. */
async function runAll(tasks: Task[]): Promise<void> {
  for (const task of tasks) {
    try {
      await task()
    } catch (error) {
      console.error('A task after a commit failed', error)
    }
  }
}

/** The database adapter, running each transaction's `afterCommit` tasks when it commits. */
export function withAfterCommit(database: DatabaseAdapterObj): DatabaseAdapterObj {
  return {
    ...database,
    init: (args) => {
      const adapter = database.init(args)
      const commit = adapter.commitTransaction.bind(adapter)
      const rollback = adapter.rollbackTransaction.bind(adapter)
      adapter.commitTransaction = async (id) => {
        const key = await id
        let committed = false
        try {
          await commit(id)
          committed = true
        } finally {
          const tasks = waiting.get(key)
          waiting.delete(key)
          if (committed) await runAll(tasks ?? [])
        }
      }
      adapter.rollbackTransaction = async (id) => {
        waiting.delete(await id)
        await rollback(id)
      }
      return adapter
    },
  }
}
