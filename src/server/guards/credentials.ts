import { processWide } from '../../lib/process-wide'

/** The shortest password of an account: the admin's forms and the commands alike. */
export const MIN_PASSWORD_LENGTH = 12

type CredentialCheck = (headers: Headers) => Promise<boolean>
type SignInCheck = (address: string) => SignInRefusal | null
type Checks = { credentials?: CredentialCheck; signIn?: SignInCheck }
/** The CMS's checks, registered once it has started: it is bundled apart from the server, in one process. */
const cms = processWide('cms-checks', (): Checks => ({}))

const sessionCookie = /(^|;\s*)payload-token=/
/** Whether a request carries the CMS's session cookie or an `Authorization` (not for a shared cache). */
export function hasCredentials(headers: { get(name: string): string | null | undefined }): boolean {
  return Boolean(headers.get('authorization')) || sessionCookie.test(headers.get('cookie') ?? '')
}

/** Called by the CMS once it has started: the server then checks a large body's credentials first. */
export const registerCredentialCheck = (credentials: CredentialCheck) =>
  void Object.assign(cms, { credentials })
/** Whether `headers` carry an account's credentials; null before the CMS has started or when it cannot say. */
export async function credentialsHold(headers: Headers): Promise<boolean | null> {
  return (await cms.credentials?.(headers).catch(() => null)) ?? null
}

/** A request's head, as far as an editor's session cookie goes. */
export type SessionCheck = {
  method: string
  origin: string | undefined // the `Origin` header: none on navigations and same-origin GETs
  ownOrigin: string // the request's own: scheme and Host header
  hasSessionCookie: boolean
  configuredOrigin: string | null // SITE_URL's origin, or null when unset
  language: 'zh' | 'en' // the admin's (Payload's `payload-lng` cookie)
}
export type SessionRefusal = { status: 403; message: string }

/** A write with a session from an origin other than SITE_URL's or, without it, its own (docs/decisions/017). */
export function sessionRefusal(check: SessionCheck): SessionRefusal | null {
  const { origin, ownOrigin, configuredOrigin: site, language } = check
  if (!check.hasSessionCookie || !origin || /^(GET|HEAD|OPTIONS)$/.test(check.method)) return null
  if (origin === (site ?? ownOrigin)) return null
  const message = site
    ? language === 'en'
      ? `Not saved: this admin accepts editing sessions from ${site} only (SITE_URL), and this page is at ${origin}. Open the admin at ${site}/admin, or set SITE_URL to the address you use.`
      : `没有保存：这个后台只接受来自 ${site} 的编辑会话（由 SITE_URL 设置），而这个页面的地址是 ${origin}。请在 ${site}/admin 打开后台，或把 SITE_URL 设为你使用的地址。`
    : language === 'en'
      ? `Not saved: the request came from ${origin}, not from this admin's own address ${ownOrigin}.`
      : `没有保存：这个请求来自 ${origin}，不是这个后台自己的地址 ${ownOrigin}。`
  return { status: 403, message }
}

/** The client's address: the last X-Forwarded-For entry (set by the site's server, or a trusted proxy). */
export function addressOf(forwardedFor: string | null | undefined): string | null {
  const entries = (forwardedFor ?? '').split(',').map((entry) => entry.trim())
  return entries.filter(Boolean).at(-1) ?? null
}

/** What a refused address is told, and in how many seconds it may try again. */
export type SignInRefusal = { message: string; seconds: number }
/** Called by the sign-in limit once loaded: the server then answers a used-up address's sign-ins itself. */
export const registerSignInRefusal = (signIn: SignInCheck) => void Object.assign(cms, { signIn })
/** The refusal of a sign-in or reset mail by a used-up address, or null: the CMS decides. */
export function refusedSignIn(method: string, path: string, forwardedFor?: string | null) {
  if (method !== 'POST' || !/^\/api\/[^/]+\/(login|forgot-password)\/?$/.test(path)) return null
  const address = addressOf(forwardedFor)
  return (address && cms.signIn?.(address)) || null
}
