/**
 * Creates an admin account (the only way to create the first user).
 *   npm run admin:create -- --email you@example.com --name "Your Name"
 * The password is read from ADMIN_PASSWORD, or asked for on the terminal.
 */
import './load-env'
import { parseArgs } from 'node:util'
import { newPassword, runCommand, UsageError } from './account-command'

runCommand(async () => {
  const { values } = parseArgs({
    args: process.argv.slice(2),
    options: { email: { type: 'string' }, name: { type: 'string' } },
    strict: false,
  })
  const email = typeof values.email === 'string' ? values.email : process.env.ADMIN_EMAIL
  if (!email) {
    throw new UsageError(
      'Usage: npm run admin:create -- --email you@example.com [--name "Your Name"]',
    )
  }
  const password = await newPassword()
  // Loaded once the input is checked: the configuration validates the environment.
  const { getPayload } = await import('payload')
  const { createAdmin } = await import('../src/cms/first-admin')
  const { default: config } = await import('../src/payload.config')
  const payload = await getPayload({ config })
  const name = typeof values.name === 'string' ? values.name : undefined
  const result = await createAdmin(payload, { email, password, name })
  await payload.destroy()
  return result === 'created' ? `Admin ${email} created.` : `A user ${email} already exists.`
})
