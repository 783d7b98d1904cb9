/** Runs one task per key at a time, in the order they ask, within this process. */
export class KeyedQueue {
  private readonly tails = new Map<string, Promise<void>>()

  async run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key) ?? Promise.resolve()
    let release = () => {}
    const done = new Promise<void>((resolve) => (release = resolve))
    const tail = previous.then(() => done)
    this.tails.set(key, tail)
    await previous
    try {
      return await task()
    } finally {
      release()
      if (this.tails.get(key) === tail) this.tails.delete(key)
    }
  }
}

/** Takes a lock named `key` that the transaction `db` holds until it ends. */
export type TransactionLock = (db: unknown, key: string) => Promise<unknown>
