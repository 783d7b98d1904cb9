import { defineConfig } from '@playwright/test'
import { chromiumFlags, testBrowserPath } from './scripts/chromium'

const port = Number(process.env.E2E_PORT ?? 3100)

/** Test account created by the server on first start (ADMIN_EMAIL / ADMIN_PASSWORD). */
export const e2eAdmin = { email: 'e2e-admin@example.com', password: 'e2e-admin-password-2026' }
/** Hosts containing this get the alternative licence lines during the tests. */
export const e2eHostMarker = 'zhisuan'

/**
 * The isolated specs that start instances of their own (tests/e2e/instance.ts)
 * on a copy of the database taken before the suite, or on PostgreSQL: they
 * need not wait for the specs that change the main server's database, and
 * run in two lines beside them. Those that use the one PostgreSQL test
 * server (pg-test.sh resets it) are in the same line.
 */
const ownInstances = {
  services: [
    'publish-storm',
    'failing-postgres',
    'shared-cache',
    'object-storage',
    'operations',
    'cdn-cache',
    'request-path',
  ],
  alone: [
    'archive',
    'publish-storm-sqlite',
    'hostile-requests',
    'admin-origin',
    'compression',
    'sign-in-timing',
    'csp-reports',
    'closed-output',
    'share-card-store',
    'instance',
  ],
}
const isolatedSpec = (name: string) => new RegExp(`/${name}\\.isolated\\.spec\\.ts$`)

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 30_000,
  expect: { timeout: 5_000 },
  workers: 2,
  // No retries, in CI too: a test that passes only on its second try is a failing test.
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'zh-CN',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: testBrowserPath, args: chromiumFlags },
  },
  projects: [
    {
      // The database as the server prepared it, before any test: the copy
      // every instance of its own starts from (tests/e2e/instance.ts).
      name: 'snapshot',
      testMatch: /database\.snapshot\.ts$/,
    },
    {
      name: 'chromium',
      use: { browserName: 'chromium' },
      testIgnore: /\.isolated\.spec\.ts$/,
      dependencies: ['snapshot'],
    },
    {
      // Each content type's own end-to-end tests, in its folder
      // (src/content-types/<type>/e2e/), beside the others.
      name: 'content types',
      testDir: 'src/content-types',
      testMatch: /\/e2e\/[^/]+\.spec\.ts$/,
      use: { browserName: 'chromium' },
      dependencies: ['snapshot'],
    },
    {
      // Tests that change what every visitor of the main server sees run
      // alone, after the others: they break and mend the database every
      // test uses.
      name: 'isolated',
      use: { browserName: 'chromium' },
      testMatch: /\.isolated\.spec\.ts$/,
      testIgnore: [...ownInstances.services, ...ownInstances.alone].map(isolatedSpec),
      dependencies: ['chromium', 'content types'],
      workers: 1,
    },
    {
      // Beside them, one at a time, tests that start instances of their own
      // and the services they share: one PostgreSQL server, Redis, nginx.
      name: 'instances with services',
      use: { browserName: 'chromium' },
      testMatch: ownInstances.services.map(isolatedSpec),
      dependencies: ['chromium', 'content types'],
      workers: 1,
    },
    {
      // …and tests that start a SQLite instance of their own.
      name: 'instances',
      use: { browserName: 'chromium' },
      testMatch: ownInstances.alone.map(isolatedSpec),
      dependencies: ['chromium', 'content types'],
      workers: 1,
    },
  ],
  // scripts/e2e-shuffled.ts starts this server once for every file it runs alone.
  webServer: process.env.E2E_SERVER_RUNNING
    ? undefined
    : {
        // The production build (npm run build) served as in production (npm start).
        command: 'node .next/site-server.mjs',
        // Ready, not merely listening: the CMS has migrated and seeded its database
        // and created the e2e admin (tests, and the snapshot instances start from,
        // must never see a database half prepared: the seeding takes 20 s and more).
        url: `http://localhost:${port}/api/health/ready`,
        reuseExistingServer: false,
        timeout: 180_000,
        env: {
          NEXT_TELEMETRY_DISABLED: '1',
          PORT: String(port),
          HOST_VARIANT_MARKER: e2eHostMarker,
          // The partner host of the redirect tests; every other host is refused.
          REDIRECT_HOSTS: 'partner.example.org',
          ADMIN_EMAIL: e2eAdmin.email,
          ADMIN_PASSWORD: e2eAdmin.password,
          // Every browser of the suite is one address, searching in parallel; the
          // limit per address is tested on an instance of its own (hostile-requests).
          SEARCH_RATE_LIMIT: '1000',
        },
      },
})
