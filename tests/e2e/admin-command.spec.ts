import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createClient } from '@libsql/client'
import { expect, test } from './fixtures'
import { copyDatabase } from './instance'

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
