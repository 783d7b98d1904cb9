import { execFileSync, spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createClient } from '@libsql/client'
import { expect, test } from './fixtures'
import { copyDatabase } from './instance'
import { createAccount } from './admin-session'

test('npm run admin:create -- --email … --name … creates that admin with its name, once', async () => {
  test.setTimeout(180_000)
  const dir = mkdtempSync(path.join(tmpdir(), 'admin-command-'))
  const file = path.join(dir, 'site.db')
  try {
    await copyDatabase(file)
    const email = `command-${Date.now()}@example.com`
    const name = 'Li Hua 李华'
    // Exactly the README's command line, with the password from the environment.
    const run = () =>
      execFileSync('npm', ['run', '-s', 'admin:create', '--', '--email', email, '--name', name], {
        env: {
          ...process.env,
          DATABASE_URL: `file:${file}`,
          ADMIN_PASSWORD: 'command-line-password-2026',
          ADMIN_EMAIL: '',
        },
        encoding: 'utf8',
      })
    expect(run()).toContain(`Admin ${email} created.`)
    expect(run()).toContain(`A user ${email} already exists.`)

    const client = createClient({ url: `file:${file}` })
    try {
      const { rows } = await client.execute({
        sql: `select users.name, users_roles.value as role from users
              join users_roles on users_roles.parent_id = users.id where users.email = ?`,
        args: [email],
      })
      expect(rows.map((row) => [row.name, row.role])).toEqual([[name, 'admin']])
    } finally {
      client.close()
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
})

test('npm run admin:reset-password gives an account a new password; bad input ends in one line', async ({
  request,
}) => {
  test.setTimeout(240_000)
  // Against the running site's own database: the new password must sign in there.
  const account = await createAccount(request, { name: 'Reset' })
  const run = (script: string, args: string[], password: string) =>
    spawnSync('npm', ['run', '-s', script, '--', ...args], {
      env: { ...process.env, ADMIN_PASSWORD: password, ADMIN_EMAIL: '' },
      encoding: 'utf8',
    })
  try {
    // A short password: one line saying why, no stack, nothing changed.
    const short = run('admin:reset-password', ['--email', account.email], 'abc')
    expect(short.status).toBe(2)
    expect(short.stderr.trim()).toBe('The password needs at least 12 characters.')
    const shortCreate = run('admin:create', ['--email', `other-${account.email}`], 'abc')
    expect(shortCreate.status).toBe(2)
    expect(shortCreate.stderr.trim()).toBe('The password needs at least 12 characters.')
    const unknown = run(
      'admin:reset-password',
      ['--email', 'nobody@example.com'],
      'a-new-password-2026',
    )
    expect(unknown.status).toBe(2)
    expect(unknown.stderr.trim().split('\n')).toEqual([
      'No account has the e-mail address nobody@example.com.',
    ])

    const signIn = (password: string) =>
      request.post('/api/users/login', { data: { email: account.email, password } })
    expect((await signIn(account.password)).status()).toBe(200)
    const reset = run('admin:reset-password', ['--email', account.email], 'a-new-password-2026')
    expect(reset.status).toBe(0)
    expect(reset.stdout).toContain(`The password of ${account.email} was reset`)
    expect((await signIn('a-new-password-2026')).status()).toBe(200)
    expect((await signIn(account.password)).status()).toBe(401)
  } finally {
    await account.remove()
  }
})
