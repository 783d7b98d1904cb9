/**
 * What the account commands share: the new password, from ADMIN_PASSWORD or
 * asked for on the terminal and held to the accounts' rule, and an ending in
 * one line, without a stack, whatever went wrong.
 */
import { createInterface } from 'node:readline/promises'
import { MIN_PASSWORD_LENGTH } from '../src/server/guards/credentials'

/** Thrown for what the person at the terminal must fix; printed as is. */
export class UsageError extends Error {}

export async function newPassword(): Promise<string> {
  let password = process.env.ADMIN_PASSWORD
  if (!password) {
    const rl = createInterface({ input: process.stdin, output: process.stdout })
    password = await rl.question(`Password (at least ${MIN_PASSWORD_LENGTH} characters): `)
    rl.close()
  }
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw new UsageError(`The password needs at least ${MIN_PASSWORD_LENGTH} characters.`)
  }
  return password
}

/** Runs a command; any failure ends it with one line and exit code 1 (2 for usage). */
export function runCommand(main: () => Promise<string>): void {
  main().then(
    (message) => {
      console.log(message)
      process.exit(0)
    },
    (error: unknown) => {
      const message = error instanceof Error ? error.message : String(error)
      // The environment's check lists one problem a line: one line in all.
      console.error(message.replace(/\s*\n\s*/g, ' '))
      process.exit(error instanceof UsageError ? 2 : 1)
    },
  )
}
