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
  expect(create.status()).toBe(401)
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

test('after 5 wrong passwords from one address, that address waits to sign in to that account', async ({
  request,
}) => {
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
  // Even the right password, until the window ends (the owner elsewhere is
  // not affected: operations.isolated.spec.ts).
  const refused = await request.post('/api/users/login', { data: { email, password } })
  expect(refused.status()).toBe(429)
  expect(Number(refused.headers()['retry-after'])).toBeGreaterThan(0)
  const body = JSON.stringify(await refused.json())
  expect(body).toContain('Too many sign-in attempts')
  expect(body).not.toMatch(/stack|node_modules|locked/i)
})

test('twenty sign-ins of one account at the same moment all stay signed in', async ({
  browser,
  baseURL,
}) => {
  // Opening the admin in four browsers at once is slow on a busy machine.
  test.setTimeout(150_000)
  const api = (path: string, init?: RequestInit) => fetch(new URL(path, baseURL), init)
  const json = { 'Content-Type': 'application/json' }
  const signedInAs = async (headers: Record<string, string>) => {
    const me = (await (await api('/api/users/me', { headers })).json()) as {
      user: { email: string } | null
    }
    return me.user?.email ?? null
  }

  // The login forms are filled first, so that all twenty sign-ins leave together.
  const forms = await Promise.all(
    Array.from({ length: 4 }, async () => {
      const context = await browser.newContext()
      const page = await context.newPage()
      await page.goto('/admin/login')
      await page.locator('#field-email').fill(e2eAdmin.email)
      await page.locator('#field-password').fill(e2eAdmin.password)
      return page
    }),
  )
  const restSignIn = async () => {
    const response = await api('/api/users/login', {
      method: 'POST',
      headers: json,
      body: JSON.stringify(e2eAdmin),
    })
    expect(response.status).toBe(200)
    return ((await response.json()) as { token: string }).token
  }
  const formSignIn = async (page: (typeof forms)[number]) => {
    await page.locator('button[type="submit"]').click()
    await expect(page).not.toHaveURL(/\/admin\/login/, { timeout: 30_000 })
  }

  const [tokens] = await Promise.all([
    Promise.all(Array.from({ length: 16 }, restSignIn)),
    Promise.all(forms.map(formSignIn)),
  ])

  // Every one of the twenty sessions still works.
  expect(
    await Promise.all(tokens.map((token) => signedInAs({ Authorization: `JWT ${token}` }))),
  ).toEqual(tokens.map(() => e2eAdmin.email))
  await Promise.all(
    forms.map(async (page) => {
      // The browser's own request, with the session cookie the form's sign-in set.
      const me = await page.evaluate(async () => {
        const response = await fetch('/api/users/me')
        return (await response.json()) as { user: { email: string } | null }
      })
      expect(me.user?.email).toBe(e2eAdmin.email)
      await page.goto('/admin/collections/news')
      await expect(page).toHaveURL(/\/admin\/collections\/news/)
      await expect(page.locator('#field-email')).toHaveCount(0)
      await page.context().close()
    }),
  )
})
