/**
 * Sign-ins refused before the framework. The CMS's sign-in limit
 * (src/server/guards/login-limit.ts) decides every sign-in; once an address has
 * used up its failures it registers here how to answer that address, and
 * the server (src/server/main.ts) answers its next sign-ins itself, the same
 * way, without routing them through Next.js and the CMS: a flood of refused
 * sign-ins then costs what a static file does. The CMS and the server are
 * bundled apart but run in one process, so the registration is process-wide.
 */

/** What a refused address is told, and in how many seconds it may try again. */
export type SignInRefusal = { message: string; seconds: number }
type Check = (address: string) => SignInRefusal | null

const registry = Symbol.for('tianyan.sign-in-refusal')
type WithRegistry = { [registry]?: Check }

/** Sign-in routes of the CMS's accounts (a reset mail counts as an attempt). */
const signInPath = /^\/api\/[^/]+\/(login|forgot-password)\/?$/

/**
 * The client's address: the last entry of X-Forwarded-For, which the site's
 * server sets from the connection (or, behind a trusted proxy, the proxy
 * appends). Null without one (scripts, the local API).
 */
export function addressOf(forwardedFor: string | null | undefined): string | null {
  const entries = (forwardedFor ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  return entries.at(-1) ?? null
}

/** Called by the sign-in limit once it is loaded. */
export function registerSignInRefusal(check: Check): void {
  ;(globalThis as WithRegistry)[registry] = check
}

/** The refusal of a sign-in request, or null when the CMS is to decide. */
export function refusedSignIn(
  method: string,
  path: string,
  forwardedFor: string | null | undefined,
): SignInRefusal | null {
  if (method !== 'POST' || !signInPath.test(path)) return null
  const check = (globalThis as WithRegistry)[registry]
  const address = addressOf(forwardedFor)
  return check && address ? check(address) : null
}

/** The answer's body, as the CMS words its errors. */
export function refusalBody(refusal: SignInRefusal): string {
  return JSON.stringify({ errors: [{ message: refusal.message }] })
}
