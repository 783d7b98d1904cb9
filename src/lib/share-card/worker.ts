/**
 * The thread that draws share cards (built beside the server by
 * scripts/build.sh): satori's layout of the text takes the thread for a
 * good part of a second, which the pages' thread must not give.
 */
import { parentPort, threadId } from 'node:worker_threads'
import { drawShareCard } from './draw'
import type { DrawRequest, DrawAnswer } from './drawer'

parentPort?.on('message', ({ id, content }: DrawRequest) => {
  const answer = (message: DrawAnswer) => parentPort?.postMessage(message)
  // A Buffer arrives as a plain Uint8Array.
  const picture = content.picture && Buffer.from(content.picture)
  drawShareCard({ ...content, picture }).then(
    (png) => answer({ id, png, threadId }),
    (error: unknown) =>
      answer({ id, error: error instanceof Error ? error.message : String(error) }),
  )
})
