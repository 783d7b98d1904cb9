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
