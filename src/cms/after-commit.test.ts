import { setTimeout as later } from 'node:timers/promises'
import { describe, expect, it } from 'vitest'
import type { DatabaseAdapterObj, PayloadRequest } from 'payload'
import { afterCommit, withAfterCommit } from './after-commit'

/** An adapter whose transactions only record that they ended. */
function adapter() {
  const ended: string[] = []
  const database = withAfterCommit({
    name: 'test',
    defaultIDType: 'number',
    init: () => ({
      commitTransaction: async (id: unknown) => {
        ended.push(`commit ${String(await id)}`)
      },
      rollbackTransaction: async (id: unknown) => {
        ended.push(`rollback ${String(await id)}`)
      },
    }),
  } as unknown as DatabaseAdapterObj).init({ payload: {} } as never)
  return { database, ended }
}

const request = (transactionID: unknown) => ({ transactionID }) as Partial<PayloadRequest>

describe('afterCommit', () => {
  it('runs at once without a transaction, or with what is no transaction id', async () => {
    const done: string[] = []
    await afterCommit(undefined, () => done.push('no request'))
    await afterCommit(request(Promise.resolve(null)), () => done.push('null'))
    await afterCommit(request({}), () => done.push('a copy of a promise'))
    expect(done).toEqual(['no request', 'null', 'a copy of a promise'])
  })

  it('waits for the commit of its transaction, and forgets it on a rollback', async () => {
    const { database, ended } = adapter()
    const done: string[] = []
    await afterCommit(request('a'), () => done.push(`task of a, after ${ended.join(', ')}`))
    await afterCommit(request(Promise.resolve('b')), () => done.push('task of b'))
    expect(done).toEqual([])
    await database.rollbackTransaction('b')
    await database.commitTransaction(Promise.resolve('a'))
    await database.commitTransaction('b')
    expect(done).toEqual(['task of a, after rollback b, commit a'])
  })

  it('ends a commit only once its tasks have ended, in order, whatever fails', async () => {
    const { database, ended } = adapter()
    const done: string[] = []
    await afterCommit(request('c'), async () => {
      await later(30)
      done.push('slow first')
    })
    await afterCommit(request('c'), () => {
      throw new Error('a task that fails')
    })
    await afterCommit(request('c'), () => {
      done.push('second')
    })
    const error = console.error
    console.error = () => {}
    try {
      await database.commitTransaction('c')
    } finally {
      console.error = error
    }
    expect(ended).toEqual(['commit c'])
    expect(done).toEqual(['slow first', 'second'])
  })

  it('without a transaction, ends once its task has ended', async () => {
    const done: string[] = []
    await afterCommit(request(null), async () => {
      await later(20)
      done.push('task')
    })
    expect(done).toEqual(['task'])
  })
})
