import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'
import { freePort } from '../../scripts/free-port'
import { until } from './until'

/** A server a test starts on loopback and stops again. */
export type Service = { process: ChildProcess; port: number; stop: () => Promise<void> }

function service(child: ChildProcess, port: number): Service {
  return {
    process: child,
    port,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve()
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}

/** Debian's redis-server on a free port (or `port`), without persistence. */
export async function startRedis(chosenPort?: number): Promise<Service> {
  const port = chosenPort ?? (await freePort())
  const redis = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  )
  return new Promise((resolve, reject) => {
    // Ended here if it is not ready in time: nothing the suite starts outlives a failure.
    const timer = setTimeout(() => {
      redis.kill('SIGKILL')
      reject(new Error(`redis-server on port ${port} did not say it was ready within 15 s`))
    }, 15_000)
    redis.stdout.on('data', (chunk: Buffer) => {
      if (!chunk.toString().includes('Ready to accept connections')) return
      clearTimeout(timer)
      resolve(service(redis, port))
    })
    redis.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`redis-server on port ${port} exited with ${code}`))
    })
  })
}

/**
 * An S3-compatible server (s3rver) on a free port, keeping its objects in
 * `directory`, with `bucket` created. It accepts only its own fixed keys.
 */
export async function startS3(directory: string, bucket: string): Promise<Service> {
  const port = await freePort()
  const server = spawn(
    process.execPath,
    [
      path.resolve('node_modules/s3rver/bin/s3rver.js'),
      ...['--directory', directory, '--address', '127.0.0.1', '--port', String(port)],
      ...['--configure-bucket', bucket, '--silent'],
    ],
    { stdio: 'ignore' },
  )
  const deadline = Date.now() + 15_000
  return until(async () => {
    // Any answer (an anonymous request is refused) means it listens.
    if (await fetch(`http://127.0.0.1:${port}/`).catch(() => null)) return service(server, port)
    if (server.exitCode !== null) throw new Error(`s3rver exited with ${server.exitCode}`)
    if (Date.now() > deadline) {
      server.kill('SIGKILL')
      throw new Error(`s3rver did not answer on port ${port} within 15 s`)
    }
    return undefined
  }, 200)
}

export const s3rverKeys = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }
