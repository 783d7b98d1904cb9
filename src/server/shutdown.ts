import type { Server } from 'node:http'

/**
 * Stops a server: no new connections; requests in flight finish (idle
 * keep-alive connections are closed as they become idle); whatever is still
 * open after `timeoutMs` is cut. Resolves true when everything finished.
 */
export function stopGracefully(server: Server, timeoutMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    let done = false
    const finish = (clean: boolean) => {
      if (done) return
      done = true
      clearInterval(sweep)
      clearTimeout(deadline)
      resolve(clean)
    }
    // A response sent while stopping closes its connection.
    server.on('request', (_req, res) => res.setHeader('Connection', 'close'))
    server.close(() => finish(true))
    server.closeIdleConnections()
    const sweep = setInterval(() => server.closeIdleConnections(), 100)
    const deadline = setTimeout(() => {
      server.closeAllConnections()
      finish(false)
    }, timeoutMs)
  })
}
