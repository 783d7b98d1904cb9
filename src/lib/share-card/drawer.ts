import { existsSync } from 'node:fs'
import path from 'node:path'
import { Worker } from 'node:worker_threads'
import { drawShareCard, type ShareCardContent } from './draw'

export type DrawRequest = { id: number; content: ShareCardContent }
export type DrawAnswer =
  { id: number; png: Uint8Array; threadId: number } | { id: number; error: string }
type Drawn = { png: Buffer; threadId: number }
type Call = { resolve: (drawn: Drawn) => void; reject: (error: Error) => void }

/** The drawing thread's code, built beside the server (scripts/build.sh). */
export const cardWorkerFile = () =>
  path.join(/* turbopackIgnore: true */ process.cwd(), '.next', 'card-worker.mjs')

/** How long a card may take on its thread before the thread is started afresh. */
const DRAW_MS = 30_000

/**
 * Draws share cards on a thread of their own, started on the first card and
 * started again if it ever stops or a card takes too long; the pages' thread
 * only waits for the PNG.
 */
export class CardDrawer {
  private thread: { worker: Worker; calls: Map<number, Call> } | null = null
  private lastId = 0

  constructor(
    private readonly file: string,
    private readonly drawMs = DRAW_MS,
  ) {}

  draw(content: ShareCardContent): Promise<Drawn> {
    const { worker, calls } = (this.thread ??= this.start())
    const id = (this.lastId += 1)
    return new Promise<Drawn>((resolve, reject) => {
      const timer = setTimeout(() => void worker.terminate(), this.drawMs).unref()
      const done = () => (clearTimeout(timer), calls.delete(id), calls.size || worker.unref())
      calls.set(id, {
        resolve: (drawn) => (done(), resolve(drawn)),
        reject: (error) => (done(), reject(error)),
      })
      worker.ref() // a card under way keeps the process
      worker.postMessage({ id, content } satisfies DrawRequest)
    })
  }

  /** Stops the thread (cards under way fail). */
  async close(): Promise<void> {
    await this.thread?.worker.terminate()
  }

  private start() {
    const thread = { worker: new Worker(this.file), calls: new Map<number, Call>() }
    const { worker, calls } = thread
    worker.unref()
    worker.on('message', (answer: DrawAnswer) => {
      const call = calls.get(answer.id)
      if ('error' in answer) call?.reject(new Error(answer.error))
      else call?.resolve({ png: Buffer.from(answer.png), threadId: answer.threadId })
    })
    // Only this thread's cards fail with it; the next card starts another.
    const stopped = (error: Error) => {
      if (this.thread === thread) this.thread = null
      for (const call of [...calls.values()]) call.reject(error)
    }
    worker.on('error', stopped)
    worker.on('messageerror', stopped)
    worker.on('exit', (code) => stopped(new Error(`the drawing thread stopped (${code})`)))
    return thread
  }
}

let drawer: CardDrawer | null | undefined

/**
 * A share card as a PNG file, drawn on the drawing thread; in the process
 * itself where the build has not made that thread's code (next dev).
 */
export async function drawCard(content: ShareCardContent): Promise<Buffer> {
  drawer ??= existsSync(cardWorkerFile()) ? new CardDrawer(cardWorkerFile()) : null
  return drawer ? (await drawer.draw(content)).png : drawShareCard(content)
}
