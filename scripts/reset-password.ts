/**
 * Gives an account a new password and signs it out everywhere, for an
 * editor who forgot theirs (the site sends no e-mail).
 *   npm run admin:reset-password -- --email editor@example.com
 * The password is read from ADMIN_PASSWORD, or asked for on the terminal.
 */
import './load-env'
import { parseArgs } from 'node:util'
import { newPassword, runCommand, UsageError } from './account-command'

runCommand(async () => {
  const { values } = parseArgs({
    args: process.argv.slice(2),
    options: { email: { type: 'string' } },
    strict: false,
  })
  const email = typeof values.email === 'string' ? values.email.trim().toLowerCase() : ''
  if (!email) throw new UsageError('Usage: npm run admin:reset-password -- --email you@example.com')
  const password = await newPassword()
  const { getPayload } = await import('payload')
  const { default: config } = await import('../src/payload.config')
  const payload = await getPayload({ config })
  try {
    const { docs } = await payload.find({
      collection: 'users',
      where: { email: { equals: email } },
      limit: 1,
      overrideAccess: true,
    })
    const user = docs[0]
    if (!user) throw new UsageError(`No account has the e-mail address ${email}.`)
    // Every session of the account ends with its old password.
    await payload.update({
      collection: 'users',
      id: user.id,
      data: { password },
      overrideAccess: true,
    })
    return `The password of ${email} was reset; every session of the account was signed out.`
  } finally {
    await payload.destroy()
  }
})
