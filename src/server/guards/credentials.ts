/** The shortest password of an account: the admin's forms and the commands alike. */
export const MIN_PASSWORD_LENGTH = 12

/**
 * Whether a request carries credentials of the CMS: its session cookie or an
 * `Authorization` header. Only the CMS checks them; a request that carries
 * them is an editor's (or claims to be), and what it gets is not for a
 * shared cache.
 */
export function hasCredentials(headers: { get(name: string): string | null | undefined }): boolean {
  return (
    Boolean(headers.get('authorization')) ||
    /(^|;\s*)payload-token=/.test(headers.get('cookie') ?? '')
  )
}

/** Whether a request's credentials are an account's: the CMS's own check. */
type CredentialCheck = (headers: Headers) => Promise<boolean>

const registry = Symbol.for('tianyan.credential-check')
type WithRegistry = { [registry]?: CredentialCheck }

/**
 * Called by the CMS once it has started: the server (bundled apart, one
 * process) then checks the credentials of a large body before it is read.
 */
export function registerCredentialCheck(check: CredentialCheck): void {
  ;(globalThis as WithRegistry)[registry] = check
}

/**
 * Whether `headers` carry an account's credentials: true or false once the
 * CMS has started, null before (or when it cannot say: the CMS decides).
 */
export async function credentialsHold(headers: Headers): Promise<boolean | null> {
  const check = (globalThis as WithRegistry)[registry]
  if (!check) return null
  return check(headers).catch(() => null)
}
