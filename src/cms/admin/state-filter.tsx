import { Link } from '@payloadcms/ui'
import type { Payload, PayloadRequest, Where } from 'payload'
import { stateNames, stateWhere, whereQuery, type PublicationState } from '../publication-state'

type Props = {
  payload: Payload
  i18n: PayloadRequest['i18n']
  /** The list's content language, as the list view resolved it. */
  locale?: { code: string }
  searchParams?: Record<string, string | string[] | undefined>
}

/**
 * The list's address under a filter, keeping the content language and page
 * size the editor is looking at (left out, the list falls back to the
 * account's last language, which another tab may have changed).
 */
function listHref(kept: URLSearchParams, where?: Record<string, unknown>): string {
  const query = [where ? whereQuery(where) : '', kept.toString()].filter(Boolean).join('&')
  return query ? `/admin/collections/news?${query}` : '/admin/collections/news'
}

function keptParams(props: Props): URLSearchParams {
  const kept = new URLSearchParams()
  if (props.locale?.code) kept.set('locale', props.locale.code)
  const limit = props.searchParams?.limit
  if (typeof limit === 'string' && /^\d{1,3}$/.test(limit)) kept.set('limit', limit)
  return kept
}

const states: PublicationState[] = ['published', 'scheduled', 'draft']

/**
 * Above the article list: one link per state with its count, so editors can
 * list the scheduled articles (or the drafts) in one click.
 */
export async function StateFilter(props: Props) {
  const { payload, i18n } = props
  const kept = keptParams(props)
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
      <Link href={listHref(kept)} className="btn btn--style-secondary btn--size-small">
        {language === 'en' ? 'All' : '全部'}
      </Link>
      {states.map((state, index) => (
        <Link
          key={state}
          data-state-filter={state}
          href={listHref(kept, stateWhere(state, now))}
          className="btn btn--style-secondary btn--size-small"
        >
          {stateNames[state][language]} ({counts[index]?.totalDocs ?? 0})
        </Link>
      ))}
    </nav>
  )
}
