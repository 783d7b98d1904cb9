import type { CollectionConfig } from 'payload'
import { adminLabel } from '../admin-text'
import { publicError } from '../errors/public-error'
import { adminOrSelf, isAdmin, isAdminField, type Role } from '../access/roles'
import { forgiveSuccessfulLogin, limitLoginsPerAddress } from '../hooks/login-limit'

/** Set in `req.context` by the admin-creation command; nothing else may create the first user. */
export const ALLOW_FIRST_ADMIN = 'allowFirstAdmin'

export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: adminLabel('用户', 'User'), plural: adminLabel('用户', 'Users') },
  admin: { useAsTitle: 'email', defaultColumns: ['email', 'name', 'roles'] },
  auth: {
    // No lock of the account itself: anyone could lock its owner out with five
    // wrong passwords. Failed sign-ins are limited per address, and per
    // account from one address (hooks/login-limit.ts).
    maxLoginAttempts: 0,
    tokenExpiration: 8 * 60 * 60,
    cookies: {
      secure: process.env.NODE_ENV === 'production',
      sameSite: 'Lax',
    },
  },
  access: {
    read: adminOrSelf,
    create: isAdmin,
    update: adminOrSelf,
    delete: isAdmin,
    admin: ({ req }) => Boolean(req.user),
    // Only an admin lifts another account's lock.
    unlock: isAdmin,
  },
  hooks: {
    // Failed sign-ins are limited per client address, and per account from one address.
    beforeOperation: [limitLoginsPerAddress],
    afterLogin: [forgiveSuccessfulLogin],
    beforeChange: [
      ({ operation, req }) => {
        // Payload's public "create first user" screen creates a user without a
        // logged-in admin. Only the documented command may do that.
        if (operation === 'create' && !req.user && !req.context[ALLOW_FIRST_ADMIN]) {
          throw publicError(
            'Users are created by an admin. Create the first admin with `npm run admin:create`.',
            403,
          )
        }
      },
    ],
  },
  fields: [
    { name: 'name', label: adminLabel('姓名', 'Name'), type: 'text' },
    {
      name: 'roles',
      label: adminLabel('角色', 'Roles'),
      type: 'select',
      hasMany: true,
      required: true,
      defaultValue: ['editor'],
      saveToJWT: true,
      options: [
        { value: 'admin', label: adminLabel('管理员', 'Admin') },
        { value: 'editor', label: adminLabel('编辑', 'Editor') },
      ] satisfies { value: Role; label: unknown }[],
      access: { create: isAdminField, update: isAdminField },
    },
  ],
}
