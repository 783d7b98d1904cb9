import { e2eHostMarker } from '../../playwright.config'
import { siteSeed } from '../../src/cms/seed/site'
import { catalogues, expect, localePath, locales, test } from './fixtures'
import { expectQrCode } from './qr'

for (const locale of locales) {
  const t = catalogues[locale].footer
  const nav = catalogues[locale].nav

  test(`desktop footer: links, contact, QR codes, licence (${locale})`, async ({ page }) => {
    await page.goto(localePath(locale, '/'))
    const footer = page.getByRole('contentinfo')
    await expect(footer.getByRole('link', { name: nav.company })).toHaveAttribute(
      'href',
      `${localePath(locale, '/profile')}?tab=0`,
    )
    await expect(footer.getByRole('link', { name: nav.join })).toHaveAttribute(
      'href',
      `${localePath(locale, '/profile')}?tab=2`,
    )
    const model = footer.getByRole('link', { name: catalogues[locale].models.tcm })
    await expect(model).toHaveAttribute(
      'href',
      `https://agent-test.example.com/qihuang?lang=${locale}`,
    )
    await expect(model).toHaveAttribute('target', '_blank')
    await expect(footer.getByRole('link', { name: /@.*example\.com$/ })).toHaveAttribute(
      'href',
      /^mailto:/,
    )
    await expect(footer.getByRole('link', { name: /^\+86/ })).toHaveAttribute('href', /^tel:\+86/)
    for (const [name, url] of [
      [t.officialAccount, siteSeed.shared.officialAccountUrl],
      [t.videoAccount, siteSeed.shared.videoAccountUrl],
    ] as const) {
      await expectQrCode(footer.getByRole('img', { name: t.qrAlt.replace('{name}', name) }), url)
    }
    await expect(footer.getByTestId('company-line')).toContainText('2014')
  })

  test(`mobile footer: collapsible About and Models panels (${locale})`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 })
    await page.goto(localePath(locale, '/'))
    const footer = page.getByRole('contentinfo')
    for (const [title, link] of [
      [t.about, nav.join],
      [t.models, catalogues[locale].models.general],
    ] as const) {
      const button = footer.getByRole('button', { name: title })
      await expect(button).toHaveAttribute('aria-expanded', 'false')
      await expect(footer.getByRole('link', { name: link })).toBeHidden()
      await button.click()
      await expect(button).toHaveAttribute('aria-expanded', 'true')
      await expect(footer.getByRole('link', { name: link })).toBeVisible()
      await button.click()
      await expect(footer.getByRole('link', { name: link })).toBeHidden()
    }
    await expect(
      footer.getByRole('img', { name: t.qrAlt.replace('{name}', t.officialAccount) }),
    ).toBeVisible()
  })
}

test('hosts containing the marker get their own licence and company lines', async ({
  request,
  baseURL,
}) => {
  const port = new URL(baseURL ?? '').port
  const line = async (host: string, path: string) => {
    const html = await (await request.get(path, { headers: { Host: `${host}:${port}` } })).text()
    return /data-testid="company-line">([^<]*)</.exec(html)?.[1]
  }
  const main = await line('localhost', '/')
  const marked = await line(`www.${e2eHostMarker}.localhost`, '/')
  expect(main).toContain('北京天衍智能科技有限公司')
  expect(marked).toContain('郑州天衍智算科技有限公司')
  expect(await line(`www.${e2eHostMarker}.localhost`, '/en')).toContain('Zhengzhou')
  // The 404 page follows the host too.
  expect(await line(`www.${e2eHostMarker}.localhost`, '/missing-page')).toContain('郑州')
})

test('the footer links have their colours from the frame the footer is first drawn', async ({
  page,
}) => {
  // The footer is drawn only near the viewport (content-visibility). A colour
  // transition on its links then ran, now and then, from the browser's link
  // blue (#0000ee) when the footer was first drawn: a contrast checker caught
  // it on the dark background (Lighthouse, 1 run in 8). No colour transition
  // there, and none running once the footer is shown.
  await page.goto('/news')
  const found = await page.evaluate(async () => {
    const links = [...document.querySelectorAll<HTMLAnchorElement>('footer a')]
    links.at(-1)?.scrollIntoView()
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))
    return {
      links: links.length,
      transitioned: links.filter((link) => {
        const style = getComputedStyle(link)
        const property = style.transitionProperty
        const colour = property === 'all' || /(^|,\s*)color\b/.test(property)
        return colour && style.transitionDuration.split(',').some((d) => parseFloat(d) > 0)
      }).length,
      running: links.filter((link) => link.getAnimations().length > 0).length,
    }
  })
  expect(found.links).toBeGreaterThan(5)
  expect(found).toMatchObject({ transitioned: 0, running: 0 })
})
