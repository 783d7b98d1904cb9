import { siteSeed } from '../../../cms/seed/site'
import {
  catalogues,
  expect,
  jsonLd,
  localePath,
  locales,
  test,
} from '../../../../tests/e2e/fixtures'
import { faqs } from '../cms/launch'

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

for (const locale of locales) {
  test(`questions use the width of a phone before they wrap (${locale})`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 })
    await page.goto(localePath(locale, '/faq'))
    const questions = page.getByRole('main').getByRole('heading', { level: 2 })
    await expect(questions).toHaveCount(faqs.length)
    // A question breaks only where the rest of its line does not fit: the
    // first word of its second line (or the end kept whole, which never
    // wraps) would not have fitted on the first one.
    const early = await questions.evaluateAll((headings) =>
      headings.flatMap((heading) => {
        const characters: { node: Text; offset: number }[] = []
        const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT)
        for (let node = walker.nextNode(); node; node = walker.nextNode())
          for (let offset = 0; offset < (node.textContent ?? '').length; offset++)
            characters.push({ node: node as Text, offset })
        const text = heading.textContent ?? ''
        const range = document.createRange()
        const rectOf = (from: number, to: number) => {
          range.setStart(characters[from]!.node, characters[from]!.offset)
          const last = characters[to - 1]!
          range.setEnd(last.node, last.offset + 1)
          return range.getBoundingClientRect()
        }
        if (!characters.length) return []
        const firstTop = rectOf(0, 1).top
        let lineEnd = 0
        while (lineEnd < text.length && rectOf(lineEnd, lineEnd + 1).top - firstTop < 4)
          lineEnd += 1
        if (lineEnd >= text.length) return []
        // The next word: up to a space, one character of Chinese, or the
        // rest of an element that does not wrap.
        let wordEnd = lineEnd + 1
        const parent = characters[lineEnd]!.node.parentElement!
        if (parent !== heading && getComputedStyle(parent).whiteSpace.includes('nowrap'))
          wordEnd = lineEnd + (parent.textContent ?? '').length - characters[lineEnd]!.offset
        else if (/[\w?'-]/.test(text[lineEnd]!))
          while (wordEnd < text.length && /[\w?'-]/.test(text[wordEnd]!)) wordEnd += 1
        const room = heading.getBoundingClientRect()
        const first = rectOf(0, lineEnd)
        const word = rectOf(lineEnd, wordEnd)
        const space = text[lineEnd - 1] === ' ' ? 4 : 0
        return first.right + space + word.width <= room.right + 0.5
          ? [
              `${text}: "${text.slice(lineEnd, wordEnd)}" fits after ${Math.round(first.width)}/${Math.round(room.width)} px`,
            ]
          : []
      }),
    )
    expect(early).toEqual([])
  })
}
