import { defineConfig } from '@playwright/test'
import { chromiumFlags, chromiumPath } from './scripts/chromium'

const port = Number(process.env.E2E_PORT ?? 3100)

/** Test account created by the server on first start (ADMIN_EMAIL / ADMIN_PASSWORD). */
export const e2eAdmin = { email: 'e2e-admin@example.com', password: 'e2e-admin-password-2026' }
/** Hosts containing this get the alternative licence lines during the tests. */
export const e2eHostMarker = 'zhisuan'

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
    launchOptions: { executablePath: chromiumPath, args: chromiumFlags },
  },
  projects: [
    { name: 'chromium', use: { browserName: 'chromium' }, testIgnore: /\.isolated\.spec\.ts$/ },
    {
      // Tests that change what every visitor sees run alone, after the others.
      name: 'isolated',
      use: { browserName: 'chromium' },
      testMatch: /\.isolated\.spec\.ts$/,
      dependencies: ['chromium'],
      // One at a time: they break and mend the database every test uses.
      workers: 1,
    },
  ],
  webServer: {
    // The production build (npm run build) served as in production (npm start).
    command: 'node .next/site-server.mjs',
    url: `http://localhost:${port}/builds/latest.json`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      NEXT_TELEMETRY_DISABLED: '1',
      PORT: String(port),
      HOST_VARIANT_MARKER: e2eHostMarker,
      // The partner host of the redirect tests; every other host is refused.
      REDIRECT_HOSTS: 'partner.example.org',
      ADMIN_EMAIL: e2eAdmin.email,
      ADMIN_PASSWORD: e2eAdmin.password,
    },
  },
})
