import { request as playwrightRequest } from '@playwright/test'
import { adminToken } from './content-api'
import { expect, test } from './fixtures'
import { startInstance, type Instance } from './instance'
import { anyImage, logLines, publishStorm, ROUNDS, stormSettings } from './publish-storm'

// An editor's saves in quick succession while visitors read: every page of
// every item follows every save within 5 s, on SQLite, on an instance of its
// own (on PostgreSQL with two instances: publish-storm.isolated.spec.ts).

let instance: Instance | undefined

test.afterAll(async () => {
  await instance?.close()
})

test(`on SQLite, ${ROUNDS} rounds of saves while visitors read: every page follows every save`, async () => {
  test.setTimeout(600_000)
  instance = await startInstance(stormSettings)
  const origin = instance.origin
  const api = await playwrightRequest.newContext({ baseURL: origin })
  const token = await adminToken(api)
  await api.dispose()
  const misses = await publishStorm({
    publish: origin,
    readers: [origin],
    origins: [origin],
    token,
    rounds: ROUNDS,
    cover: await anyImage(origin, token),
  })
  // A miss is shown with the instance's warnings and errors, which say why.
  const problems = misses.length ? logLines(instance, ['warn', 'error']) : []
  expect({ misses, problems }).toEqual({ misses: [], problems: [] })
})
