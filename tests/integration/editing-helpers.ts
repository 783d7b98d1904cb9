import type { Payload } from 'payload'
import type { User } from '@/payload-types'

/** The status, message and reasons at each field of a refused operation. */
export async function refusal(
  operation: Promise<unknown>,
): Promise<{ status: number; message: string; fields: string }> {
  try {
    await operation
  } catch (error) {
    const { status, message, data } = error as { status?: number; message: string; data?: unknown }
    // The reasons given at each field (the form shows them there).
    return { status: status ?? 0, message, fields: JSON.stringify(data ?? {}) }
  }
  throw new Error('The operation was not refused')
}

/** The first admin, whom the suites after the first start write as. */
export async function firstAdmin(payload: Payload): Promise<User> {
  const { docs } = await payload.find({
    collection: 'users',
    where: { email: { equals: 'admin@example.com' } },
  })
  return docs[0] as User
}

/** An editor's account of a suite's own. */
export function createEditor(
  payload: Payload,
  admin: User,
  account: { email: string; name: string; password: string },
): Promise<User> {
  return payload.create({
    collection: 'users',
    user: admin,
    data: { ...account, roles: ['editor'] },
  })
}

/** Some picture of the launch content to write with. */
export async function anyMedium(payload: Payload): Promise<number> {
  return (await payload.find({ collection: 'media', limit: 1, depth: 0 })).docs[0]!.id
}
