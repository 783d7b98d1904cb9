/** Motifs of the generated cover artwork (see ../covers.ts). */
export type CoverMotif =
  'network' | 'chip' | 'globe' | 'leaf' | 'chart' | 'spark' | 'book' | 'pulse'

type Localized<T> = { zh: T; en: T }

export type SeedCompany = {
  mission: Localized<string>
  vision: Localized<string>
  values: Localized<{ title: string; text: string }[]>
  founder: {
    name: Localized<string>
    title: Localized<string>
    bio: Localized<string>
    honours: Localized<string[]>
  }
  milestones: {
    year: number
    zh: { title: string; text: string }
    en: { title: string; text: string }
  }[]
}
