import 'server-only'
import { unstable_cache } from 'next/cache'
import type { Payload } from 'payload'
import type { Locale } from '@/i18n/locales'
import { cacheTags } from '@/content/cache-tags'
import { toImage, type SiteImage } from './media'
import { cms } from './payload'

export type CompanyProfile = {
  mission: string
  vision: string
  values: { title: string; text: string }[]
  founder: {
    name: string
    title: string
    bio: string
    portrait: SiteImage | null
    honours: string[]
  }
  milestones: { year: number; title: string; text: string }[]
  updatedAt: string
}

export async function readCompany(payload: Payload, locale: Locale): Promise<CompanyProfile> {
  const company = await payload.findGlobal({ slug: 'company', locale, depth: 1 })
  return {
    mission: company.mission,
    vision: company.vision,
    values: (company.values ?? []).map(({ title, text }) => ({ title, text })),
    founder: {
      name: company.founder.name,
      title: company.founder.title,
      bio: company.founder.bio,
      portrait: toImage(company.founder.portrait),
      honours: (company.founder.honours ?? []).map((honour) => honour.text),
    },
    milestones: (company.milestones ?? [])
      .map(({ year, title, text }) => ({ year, title, text }))
      .sort((a, b) => a.year - b.year),
    updatedAt: company.updatedAt ?? new Date(0).toISOString(),
  }
}

const cached = unstable_cache(
  async (locale: Locale) => readCompany(await cms(), locale),
  ['company'],
  { tags: [cacheTags.company, cacheTags.media] },
)

export function getCompany(locale: Locale): Promise<CompanyProfile> {
  return cached(locale)
}
