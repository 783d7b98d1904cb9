import { renameSync, rmSync } from 'node:fs'
import { createClient } from '@libsql/client'
import { expect, test } from '@playwright/test'
import { e2eAdmin } from '../../playwright.config'
import { databaseSnapshot, mainDatabase, vacuumInto } from './instance'

test('the database as the server prepared it is kept for instances of their own', async () => {
  // Written aside and renamed: a test copying the snapshot meanwhile never reads half of one.
  const partial = `${databaseSnapshot}.partial`
  rmSync(partial, { force: true })
  await vacuumInto(mainDatabase, partial)
  // Prepared means all of it: the launch content and, made last, the e2e admin
  // that instances started from the snapshot are signed in with.
  const client = createClient({ url: `file:${partial}` })
  try {
    const prepared = await client
      .execute({
        sql: `select (select count(*) from news) as articles,
                     (select count(*) from users where email = ?) as admins`,
        args: [e2eAdmin.email],
      })
      .then(({ rows }) => Number(rows[0]!.articles) > 0 && Number(rows[0]!.admins) === 1)
      .catch(() => false) // Not even migrated.
    expect(prepared, 'the server had migrated, seeded and made its admin before the tests').toBe(
      true,
    )
  } finally {
    client.close()
  }
  renameSync(partial, databaseSnapshot)
})
