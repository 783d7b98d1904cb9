import type { ReactNode } from 'react'
import { ArrowRightIcon } from '@/components/ui/icons'
import { Link } from '@/i18n/navigation'
import type { TypeNav } from '@/content/types'

const tones = {
  surface: { section: 'bg-surface', eyebrow: 'text-brand', title: '', lead: 'text-muted' },
  canvas: { section: 'bg-canvas', eyebrow: 'text-brand', title: '', lead: 'text-muted' },
  night: {
    section: 'bg-night text-night-text',
    eyebrow: 'text-[#a9b6ff]',
    title: 'text-white',
    lead: 'text-night-text',
  },
} as const

/**
 * One section of the home page: an anchor id, an eyebrow, the heading (h2)
 * that names the section for assistive technology, a lead and the content.
 * A link to it puts its eyebrow 24 px below the header (the negative scroll
 * margin takes back the section's top padding from the page's scroll padding);
 * `data-section` lets the page lay the sections out for real once such a link
 * is followed (SectionAnchors).
 */
export function HomeSection({
  id,
  tone = 'surface',
  eyebrow,
  title,
  lead,
  action,
  children,
}: {
  id: string
  tone?: keyof typeof tones
  eyebrow: string
  title: string
  lead?: string
  action?: ReactNode
  children: ReactNode
}) {
  const headingId = `${id}-title`
  const style = tones[tone]
  return (
    <section
      id={id}
      data-section
      aria-labelledby={headingId}
      className={`home-section ${style.section}`}
    >
      <div className="container-page">
        <div className="home-section-head">
          <div className="max-w-2xl">
            <p className={`eyebrow ${style.eyebrow}`}>{eyebrow}</p>
            <h2 id={headingId} className={`mt-3 text-title tracking-tight ${style.title}`}>
              {title}
            </h2>
            {lead ? <p className={`mt-4 text-lead ${style.lead}`}>{lead}</p> : null}
          </div>
          {action}
        </div>
        {children}
      </div>
    </section>
  )
}

/** The link beside a section's heading to its content type's list ("All news"). */
export function SectionLink({ href, children }: { href: TypeNav['list']; children: ReactNode }) {
  return (
    <Link href={href} className="text-link gap-2">
      {children}
      <ArrowRightIcon className="size-4" />
    </Link>
  )
}
