import type { FaqItem } from '@/content-types/faqs/data/read'
import { ChevronDownIcon } from '@/components/ui/icons'
import { Paragraphs } from '@/components/ui/paragraphs'
import { UnbrokenEnd } from '@/components/ui/unbroken-end'
import { OpenFromHash } from './open-from-hash.client'
import { faqAnchor } from '@/content-types/faqs/content/routes'

/** The anchor of a question, for links such as `/faq#faq-3`. */
/**
 * Questions and answers as an accordion of native disclosure widgets: they
 * open with a click, Enter or Space, announce their state, work without
 * JavaScript, and the browser opens one when a link targets it.
 */
export function FaqAccordion({
  items,
  headingLevel = 'h3',
  openId,
}: {
  items: FaqItem[]
  headingLevel?: 'h2' | 'h3'
  /** A question shown open (the one an editor previews). */
  openId?: number
}) {
  const Heading = headingLevel
  return (
    <div className="card divide-y divide-line">
      <OpenFromHash />
      {items.map((item) => (
        <details
          key={item.id}
          id={faqAnchor(item.id)}
          open={item.id === openId || undefined}
          className="group scroll-mt-24"
        >
          <summary className="faq-summary">
            <Heading className="faq-question">
              <UnbrokenEnd text={item.question} />
            </Heading>
            <ChevronDownIcon className="faq-chevron" />
          </summary>
          <Paragraphs text={item.answer} className="faq-answer" />
        </details>
      ))}
    </div>
  )
}
