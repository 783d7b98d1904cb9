import type { CollectionBeforeValidateHook, CollectionConfig } from 'payload'
import { MIN_PASSWORD_LENGTH } from '../../server/guards/credentials'
import { adminLabel, both, inAdminLanguage } from '../admin-text'
import { fieldErrors } from '../fields/language-check'
import { publicError } from '../../lib/public-error'
import { canSendMail, forgotWithoutMail, resetEmail } from '../password-reset'
import { adminOrSelf, isAdmin, isAdminField, isLoggedIn, type Role } from '../access/roles'
import { forgiveSuccessfulLogin, limitLoginsPerAddress } from '../../server/guards/login-limit'

/** Set in `req.context` by the admin-creation command; nothing else may create the first user. */
export const ALLOW_FIRST_ADMIN = 'allowFirstAdmin'

/**
 * The same rules for every account as for the command line: a password of
 * at least 12 characters (the admin's form would take "abc"), and a name,
 * which the admin shows wherever it names a user (who saved, who is
 * editing), taken from the e-mail address when none is given.
 */
const passwordAndName: CollectionBeforeValidateHook = ({ collection, data, originalDoc, req }) => {
  if (!data) return data
  const password: unknown = data.password
  if (typeof password === 'string' && password.length < MIN_PASSWORD_LENGTH) {
    throw fieldErrors(req, collection.slug, collection.flattenedFields, [
      {
        path: 'password',
        // Payload's own field of the account, which has no label of ours.
        label: adminLabel('密码', 'Password'),
        message: inAdminLanguage(
          req,
          both(
            `密码至少需要 ${MIN_PASSWORD_LENGTH} 个字符。`,
            `The password needs at least ${MIN_PASSWORD_LENGTH} characters.`,
          ),
        ),
      },
    ])
  }
  const name: unknown = data.name ?? (originalDoc as { name?: unknown } | undefined)?.name
  const email: unknown = data.email ?? (originalDoc as { email?: unknown } | undefined)?.email
  if ((typeof name !== 'string' || !name.trim()) && typeof email === 'string') {
    data.name = email.split('@')[0]
  }
  return data
}

export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: adminLabel('用户', 'User'), plural: adminLabel('用户', 'Users') },
  // Named by name wherever the admin names a user (who is editing a document, who saved it).
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'email', 'roles'] },
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
    // The reset e-mail names the site's own address and speaks the sign-in page's language.
    forgotPassword: resetEmail,
  },
  // Without a mail server, asking for a reset e-mail is refused with whom to ask.
  endpoints: canSendMail() ? [] : [forgotWithoutMail],
  access: {
    // Colleagues see each other's names (who saved, who is editing); only
    // admins and the account itself change it.
    read: isLoggedIn,
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
    beforeValidate: [passwordAndName],
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
