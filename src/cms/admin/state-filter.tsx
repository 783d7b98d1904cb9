import { Link } from '@payloadcms/ui'
import type { Payload, PayloadRequest, Where } from 'payload'
import { stateNames, stateWhere, whereQuery, type PublicationState } from '../publication-state'

type Props = { payload: Payload; i18n: PayloadRequest['i18n'] }

const states: PublicationState[] = ['published', 'scheduled', 'draft']

/**
 * Above the article list: one link per state with its count, so editors can
 * list the scheduled articles (or the drafts) in one click.
 */
export async function StateFilter({ payload, i18n }: Props) {
  const language = i18n.language === 'en' ? 'en' : 'zh'
  const now = new Date()
  const counts = await Promise.all(
    states.map((state) =>
      payload.count({
        collection: 'news',
        where: stateWhere(state, now) as Where,
        overrideAccess: true,
      }),
    ),
  )
  return (
    <nav
      aria-label={language === 'en' ? 'Filter by state' : '按状态筛选'}
      style={{ display: 'flex', flexWrap: 'wrap', gap: 8, margin: '0 0 16px' }}
    >
      <Link href="/admin/collections/news" className="btn btn--style-secondary btn--size-small">
        {language === 'en' ? 'All' : '全部'}
      </Link>
      {states.map((state, index) => (
        <Link
          key={state}
          data-state-filter={state}
          href={`/admin/collections/news?${whereQuery(stateWhere(state, now))}`}
          className="btn btn--style-secondary btn--size-small"
        >
          {stateNames[state][language]} ({counts[index]?.totalDocs ?? 0})
        </Link>
      ))}
    </nav>
  )
}
