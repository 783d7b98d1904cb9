import { catalogues, expect, hydrated, localePath, locales, test } from './fixtures'

for (const locale of locales) {
  const t = catalogues[locale].hero
  test(`the hero question validates and opens the agent app (${locale})`, async ({
    page,
    context,
  }) => {
    await page.clock.install()
    await page.goto(localePath(locale, '/'))
    const input = page.getByRole('textbox', { name: t.label })
    const submit = page.getByRole('button', { name: t.submit })
    await hydrated(submit)

    // The notice shows at the top and leaves after 3 s, which on a busy
    // machine can pass between two steps of the test: the page's clock
    // stands still while the notice is looked at.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000)
    await submit.click()
    const toast = page.locator('[data-toast]', { hasText: t.empty })
    await expect(toast).toBeVisible()
    expect((await toast.boundingBox())?.y).toBeLessThan(40)
    await page.clock.runFor(3_100)
    await expect(toast).toBeHidden()

    // Only spaces: the same notice, from the keyboard.
    await input.fill('   ')
    await input.press('Enter')
    await expect(toast).toBeVisible()

    const question = locale === 'zh' ? '帮我写一份邀请函 & 议程' : 'Draft an invitation & agenda'
    await input.fill(question)
    const popupPromise = context.waitForEvent('page')
    await submit.click()
    const popup = await popupPromise
    const url = new URL(popup.url())
    expect(url.origin).toBe('https://agent-test.example.com')
    expect(url.pathname).toBe('/')
    expect(url.searchParams.get('q')).toBe(question)
    expect(url.searchParams.get('lang')).toBe(locale)
  })

  test(`the hero question says how much room is left, and when it is full (${locale})`, async ({
    page,
  }) => {
    await page.goto(localePath(locale, '/'))
    const input = page.getByRole('textbox', { name: t.label })
    await hydrated(input)
    const left = (count: number) => t.remaining.replace('{count}', String(count))
    const full = t.limitReached.replace('{limit}', '500')
    const word = locale === 'zh' ? '问' : 'a'
    await input.fill(word.repeat(380))
    await expect(page.getByText(left(120))).toHaveCount(0)
    await input.fill(word.repeat(450))
    await expect(page.getByText(left(50))).toBeVisible()
    await input.fill(word.repeat(499))
    await input.press('x')
    await input.press('y')
    await expect(input).toHaveValue(`${word.repeat(499)}x`)
    // Said where it is, and read out with the field.
    const note = page.getByText(full)
    await expect(note).toBeVisible()
    await expect(input).toHaveAttribute('aria-describedby', (await note.getAttribute('id'))!)
    await input.press('Backspace')
    await expect(page.getByText(left(1))).toBeVisible()
  })

  test(`the hero shows the company figures (${locale})`, async ({ page }) => {
    await page.goto(localePath(locale, '/'))
    const figures = page.locator(`main dl[aria-label="${t.figuresLabel}"]`).getByRole('definition')
    await expect(figures).toHaveText(Object.values(t.figures).map((f) => f.value))
  })
}

test('the toast disappears after 3 seconds', async ({ page }) => {
  await page.clock.install()
  await page.goto('/')
  const submit = page.getByRole('button', { name: catalogues.zh.hero.submit })
  await hydrated(submit)
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000)
  await submit.click()
  const toast = page.getByText(catalogues.zh.hero.empty)
  await expect(toast).toBeVisible()
  await page.clock.runFor(2900)
  await expect(toast).toBeVisible()
  await page.clock.runFor(200)
  await expect(toast).toBeHidden()
})
