import type { Field } from 'payload'
import { internalField } from './internal-fields'

/**
 * Key of an item of the launch content, so that seeding again finds it
 * instead of adding it twice. Empty for items editors create.
 */
export const seedKey: Field = {
  name: 'seedKey',
  type: 'text',
  unique: true,
  index: true,
  admin: internalField,
  access: { read: ({ req }) => Boolean(req.user) },
}
