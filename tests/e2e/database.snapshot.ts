import { renameSync, rmSync } from 'node:fs'
import { test } from '@playwright/test'
import { databaseSnapshot, mainDatabase, vacuumInto } from './instance'

test('the database as the server prepared it is kept for instances of their own', async () => {
  // Written aside and renamed: a test copying the snapshot meanwhile never reads half of one.
  const partial = `${databaseSnapshot}.partial`
  rmSync(partial, { force: true })
  await vacuumInto(mainDatabase, partial)
  renameSync(partial, databaseSnapshot)
})
