import type { IncomingMessage } from 'node:http'
import { addressOf } from './credentials'

/** Whether a request reached the site over HTTPS (through the trusted proxy in front). */
export function isSecureRequest(req: IncomingMessage, trustProxy: boolean): boolean {
  if (!trustProxy) return false
  const proto = req.headers['x-forwarded-proto']
  const first = (Array.isArray(proto) ? proto[0] : proto)?.split(',')[0]?.trim()
  return first === 'https'
}

/**
 * Forwarding headers the application may believe: without a trusted proxy,
 * whatever a client sent is replaced by what the connection shows (its
 * address, plain HTTP), so that nobody can pick the address the
 * login limit counts or the host and scheme of generated links.
 */
export function trustedForwarding(req: IncomingMessage, trustProxy: boolean): void {
  if (trustProxy) return
  delete req.headers['x-forwarded-host']
  delete req.headers['x-forwarded-port']
  delete req.headers['forwarded']
  req.headers['x-forwarded-for'] = req.socket.remoteAddress ?? ''
  req.headers['x-forwarded-proto'] = 'http'
}

/**
 * The client's address, once `trustedForwarding` has run: the last entry of
 * X-Forwarded-For (src/server/guards/credentials.ts), else the connection's.
 */
export function clientAddress(req: IncomingMessage): string {
  return (
    addressOf(req.headers['x-forwarded-for'] as string) ?? req.socket.remoteAddress ?? 'unknown'
  )
}

/**
 * Whether a request may reach the server's internal routes (`/internal/…`,
 * src/lib/internal-routes.ts): only from this machine's loopback.
 */
export function mayReachInternalRoutes(path: string, remoteAddress: string | undefined): boolean {
  if (!path.startsWith('/internal/')) return true
  return (
    remoteAddress === '::1' ||
    remoteAddress === '::ffff:127.0.0.1' ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(remoteAddress ?? '') ||
    /^::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(remoteAddress ?? '')
  )
}
