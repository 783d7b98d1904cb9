import { spawn, type ChildProcess } from 'node:child_process'

/**
 * Starts the production build (`next start`) on a port of its own for a
 * benchmark and stops it afterwards. Run `npm run build` first.
 */
export async function withServer<T>(port: number, run: (origin: string) => Promise<T>): Promise<T> {
  const server: ChildProcess = spawn(
    'npx',
    ['--no-install', 'next', 'start', '-H', '0.0.0.0', '-p', String(port)],
    { env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }, stdio: 'ignore', detached: true },
  )
  const origin = `http://localhost:${port}`
  try {
    const deadline = Date.now() + 60_000
    for (;;) {
      try {
        const response = await fetch(`${origin}/builds/latest.json`)
        if (response.ok) break
      } catch {
        // Not listening yet.
      }
      if (Date.now() > deadline)
        throw new Error('The server did not start. Did you run npm run build?')
      await new Promise((resolve) => setTimeout(resolve, 300))
    }
    return await run(origin)
  } finally {
    if (server.pid) process.kill(-server.pid, 'SIGTERM')
  }
}

/** The newest article visitors can read in Chinese (for routes that need an id). */
export async function latestArticleId(origin: string): Promise<number> {
  const query = 'locale=zh&limit=1&depth=0&sort=-publishedAt'
  const { docs } = (await (await fetch(`${origin}/api/news?${query}`)).json()) as {
    docs?: { id: number }[]
  }
  const id = docs?.[0]?.id
  if (id === undefined) throw new Error('No published article: is the database seeded?')
  return id
}
