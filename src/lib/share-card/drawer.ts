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

/**
 * Draws share cards on a thread of their own, started on the first card and
 * started again if it ever stops; the pages' thread only waits for the PNG.
 */
export class CardDrawer {
  private worker: Worker | null = null
  private readonly calls = new Map<number, Call>()
  private lastId = 0

  constructor(private readonly file: string) {}

  draw(content: ShareCardContent): Promise<Drawn> {
    const worker = (this.worker ??= this.start())
    const id = (this.lastId += 1)
    return new Promise<Drawn>((resolve, reject) => {
      this.calls.set(id, { resolve, reject })
      worker.ref() // a card under way keeps the process
      worker.postMessage({ id, content } satisfies DrawRequest)
    })
  }

  /** Stops the thread (cards under way fail). */
  async close(): Promise<void> {
    await this.worker?.terminate()
  }

  private start(): Worker {
    const worker = new Worker(this.file)
    worker.unref()
    worker.on('message', (answer: DrawAnswer) => {
      const call = this.calls.get(answer.id)
      this.calls.delete(answer.id)
      if (this.calls.size === 0) worker.unref()
      if ('error' in answer) call?.reject(new Error(answer.error))
      else call?.resolve({ png: Buffer.from(answer.png), threadId: answer.threadId })
    })
    const stopped = (error: Error) => {
      if (this.worker === worker) this.worker = null
      for (const call of this.calls.values()) call.reject(error)
      this.calls.clear()
    }
    worker.on('error', stopped)
    worker.on('exit', (code) => stopped(new Error(`the drawing thread stopped (${code})`)))
    return worker
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
