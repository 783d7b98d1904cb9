/**
 * Creates an admin account (the only way to create the first user).
 *   npm run admin:create -- --email you@example.com --name "Your Name"
 * The password is read from ADMIN_PASSWORD, or asked for on the terminal.
 */
import './load-env'
import { createInterface } from 'node:readline/promises'
import { parseArgs } from 'node:util'
import { getPayload } from 'payload'
import { createAdmin } from '../src/cms/first-admin'
import config from '../src/payload.config'

const { values } = parseArgs({
  args: process.argv.slice(2),
  options: { email: { type: 'string' }, name: { type: 'string' } },
  strict: false,
})
const email = typeof values.email === 'string' ? values.email : process.env.ADMIN_EMAIL
if (!email) {
  console.error('Usage: npm run admin:create -- --email you@example.com [--name "Your Name"]')
  process.exit(2)
}

let password = process.env.ADMIN_PASSWORD
if (!password) {
  const rl = createInterface({ input: process.stdin, output: process.stdout })
  password = await rl.question('Password (at least 12 characters): ')
  rl.close()
}
if (password.length < 12) {
  console.error('The password needs at least 12 characters.')
  process.exit(2)
}

const payload = await getPayload({ config })
const name = typeof values.name === 'string' ? values.name : undefined
const result = await createAdmin(payload, { email, password, name })
console.log(result === 'created' ? `Admin ${email} created.` : `A user ${email} already exists.`)
await payload.destroy()
process.exit(0)
