import type { NewsCategory } from '@/content-types/news/content/model'

const tones: Record<NewsCategory, string> = {
  company: 'bg-brand-soft text-brand-strong',
  industry: 'bg-accent-soft text-accent-strong',
  article: 'bg-warning-soft text-warning',
}

/** An article's category as a small label. */
export function CategoryBadge({ category, label }: { category: NewsCategory; label: string }) {
  return (
    <span
      className={`inline-flex items-center rounded-pill px-2.5 py-0.5 text-xs font-bold ${tones[category]}`}
    >
      {label}
    </span>
  )
}
