import { e2eAdmin } from '../../playwright.config'
import { expect, test } from './fixtures'

test('the admin login loads without asking any outside host', async ({ page }) => {
  const response = await page.goto('/admin')
  expect(response?.status()).toBeLessThan(400)
  await expect(page).toHaveURL(/\/admin\/login/)
  await expect(page.locator('input[type="email"], input[name="email"]').first()).toBeVisible()
  await page.waitForLoadState('networkidle')
  // outsideRequests (fixture) fails the test if Gravatar or any other host was asked.
})

test('the public first-user screen cannot create an account', async ({ request }) => {
  const response = await request.post('/api/users/first-register', {
    data: {
      email: 'intruder@example.com',
      password: 'intruder-password-1',
      confirmPassword: 'intruder-password-1',
    },
  })
  expect(response.status()).toBeGreaterThanOrEqual(400)
  expect(response.status()).toBeLessThan(500)
  const create = await request.post('/api/users', {
    data: { email: 'intruder@example.com', password: 'intruder-password-1', roles: ['admin'] },
  })
  expect(create.status()).toBe(403)
})

test('the first admin from the environment logs in and gets a Secure cookie', async ({
  request,
}) => {
  const response = await request.post('/api/users/login', { data: e2eAdmin })
  expect(response.status()).toBe(200)
  const cookie = response.headers()['set-cookie'] ?? ''
  expect(cookie).toMatch(/payload-token=/)
  expect(cookie).toMatch(/;\s*Secure/i)
  expect(cookie).toMatch(/;\s*HttpOnly/i)
})

test('an account locks after 5 failed logins', async ({ request }) => {
  // A separate account, so the shared admin stays usable; created by the logged-in admin.
  const login = await request.post('/api/users/login', { data: e2eAdmin })
  const { token } = (await login.json()) as { token: string }
  const email = `lock-${Date.now()}@example.com`
  const password = 'lock-test-password-1'
  const created = await request.post('/api/users', {
    headers: { Authorization: `JWT ${token}` },
    data: { email, password, roles: ['editor'] },
  })
  expect(created.status()).toBe(201)
  for (let attempt = 0; attempt < 5; attempt++) {
    const failed = await request.post('/api/users/login', {
      data: { email, password: 'wrong-password' },
    })
    expect(failed.status()).toBe(401)
  }
  const locked = await request.post('/api/users/login', { data: { email, password } })
  expect(locked.status()).toBe(401)
  expect(JSON.stringify(await locked.json())).not.toMatch(/stack|node_modules/)
})
