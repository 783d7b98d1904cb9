import { readFileSync } from 'node:fs'
import type { IncomingHttpHeaders } from 'node:http'
import { request } from 'node:https'

export type HttpsAnswer = { status: number; headers: IncomingHttpHeaders; body: Buffer }

/**
 * A GET over HTTPS trusting the run's own certificate (the front proxy's,
 * scripts/front-proxy.ts), with the headers given and nothing else added.
 */
export function httpsGet(
  url: string,
  certFile: string,
  headers: Record<string, string> = {},
): Promise<HttpsAnswer> {
  return new Promise((resolve, reject) => {
    request(url, { ca: readFileSync(certFile), headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      )
    })
      .on('error', reject)
      .end()
  })
}
