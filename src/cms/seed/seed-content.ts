import type { Payload } from 'payload'
import { company } from './content/company'
import { portraitFile } from './covers'
import { searchIndexSettled } from '../search-index/index-items'
import { uploadOnce, type Seed } from './tools'

async function seedCompany(payload: Payload): Promise<boolean> {
  const current = await payload.findGlobal({ slug: 'company', locale: 'zh', depth: 0 })
  if (current.mission) return false
  const { founder } = company
  const portrait = await uploadOnce(
    payload,
    'portrait:founder',
    () => portraitFile(228, 'founder-portrait'),
    {
      zh: `${founder.name.zh}的线描插画肖像`,
      en: `Line-drawn portrait of ${founder.name.en}`,
    },
  )
  for (const locale of ['zh', 'en'] as const) {
    await payload.updateGlobal({
      slug: 'company',
      locale,
      data: {
        mission: company.mission[locale],
        vision: company.vision[locale],
        values: company.values[locale],
        founder: {
          name: founder.name[locale],
          title: founder.title[locale],
          bio: founder.bio[locale],
          portrait,
          honours: founder.honours[locale].map((text) => ({ text })),
        },
        // Milestones are one list: the year is shared, title and text are per language.
        milestones: company.milestones.map((milestone, index) => ({
          ...(locale === 'en' && current.milestones?.[index]?.id
            ? { id: current.milestones[index].id }
            : {}),
          year: milestone.year,
          title: milestone[locale].title,
          text: milestone[locale].text,
        })),
        _status: 'published',
      },
    })
    if (locale === 'zh') {
      const saved = await payload.findGlobal({ slug: 'company', locale: 'zh', depth: 0 })
      current.milestones = saved.milestones
    }
  }
  return true
}

/**
 * Adds the launch content of the content brief that is not there yet: news,
 * jobs, FAQ, videos and the company profile, in both languages, with their
 * images. Safe to run again: items are found by their seed key, and nothing an
 * editor changed is overwritten.
 */
export async function seedContent(
  payload: Payload,
  now = new Date(),
): Promise<Record<string, number | boolean>> {
  const added: Record<string, number | boolean> = {}
  // Each content type seeds its own items (its collection's `custom.seed`), in the list's order.
  for (const collection of payload.config.collections) {
    const seed = (collection.custom as { seed?: Seed } | undefined)?.seed
    if (seed) added[collection.slug] = await seed(payload, now)
  }
  added.company = await seedCompany(payload)
  // The search entries are written after each item's commit: all are in before this returns.
  await searchIndexSettled(payload)
  return added
}
