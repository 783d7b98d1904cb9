import type { Payload } from 'payload'
import { ALLOW_FIRST_ADMIN } from './collections/users'

export type FirstAdminResult = 'created' | 'exists'

/**
 * Creates an admin account. The only way to create a user without being logged
 * in: used by `npm run admin:create` and, on first start, by ADMIN_EMAIL and
 * ADMIN_PASSWORD.
 */
export async function createAdmin(
  payload: Payload,
  input: { email: string; password: string; name?: string },
): Promise<FirstAdminResult> {
  const { totalDocs } = await payload.count({
    collection: 'users',
    where: { email: { equals: input.email.toLowerCase() } },
    overrideAccess: true,
  })
  if (totalDocs > 0) return 'exists'
  await payload.create({
    collection: 'users',
    overrideAccess: true,
    context: { [ALLOW_FIRST_ADMIN]: true },
    data: { email: input.email, password: input.password, name: input.name, roles: ['admin'] },
  })
  return 'created'
}
