import { faqs } from '../../src/cms/seed/content/faqs'
import { siteSeed } from '../../src/cms/seed/site'
import { catalogues, expect, jsonLd, localePath, locales, test } from './fixtures'

for (const locale of locales) {
  const t = catalogues[locale].faq

  test(`the FAQ page answers every question (${locale})`, async ({ page }) => {
    await page.goto(localePath(locale, '/'))
    await page.getByRole('link', { name: catalogues[locale].home.faq.all }).click()
    await expect(page).toHaveURL(localePath(locale, '/faq'))
    await expect(page).toHaveTitle(new RegExp(`^${t.title}`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.title)

    const questions = page.getByRole('main').getByRole('heading', { level: 2 })
    await expect(questions).toHaveText(faqs.map((item) => item[locale].question))
    const last = faqs.at(-1)![locale]
    await page.getByText(last.question).click()
    await expect(page.getByText(last.answer)).toBeVisible()

    const contact = page.getByRole('link', { name: siteSeed.shared.supportEmail })
    await expect(contact).toHaveAttribute('href', `mailto:${siteSeed.shared.supportEmail}`)

    const data = await jsonLd(page)
    const faqPage = data.find((item) => item['@type'] === 'FAQPage') as
      { mainEntity: unknown[] } | undefined
    expect(faqPage?.mainEntity).toHaveLength(faqs.length)
    expect(faqPage?.mainEntity[0]).toMatchObject({
      '@type': 'Question',
      name: faqs[0]![locale].question,
      acceptedAnswer: { '@type': 'Answer', text: faqs[0]![locale].answer },
    })
  })
}
