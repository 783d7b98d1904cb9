import { Link } from '@payloadcms/ui'
import type { Payload, PayloadRequest, Where } from 'payload'
import { contentTypes, type ContentCollection } from '../../content/types'
import { locales } from '../../i18n/locales'
import { adminLanguage } from '../admin-text'
import { stateWhere, whereQuery } from '../publication-state'

type Props = { payload: Payload; i18n: PayloadRequest['i18n'] }

const texts = {
  zh: {
    title: '编辑指南',
    steps: [
      [
        '两种语言',
        '先写中文版本并保存，再在右上角切换到英文，写英文版本并保存。网站只显示文字完整的语言。',
      ],
      ['定时发布', '把发布时间设在将来再发布：到时间之前，访客看不到它，列表中显示为“定时发布”。'],
      [
        '预览',
        '保存草稿后点“预览”，按网站的样子查看当前语言的版本；只有登录的编辑和收到预览链接的审阅者能看到。',
      ],
      ['重定向', '页面地址改变或下线时，在“重定向”中把旧地址指向新地址，已有的链接仍然有效。'],
    ],
    counts: '待处理',
    drafts: '草稿',
    scheduled: '定时发布',
    untranslated: '缺少一种语言',
  },
  en: {
    title: 'Editor’s guide',
    steps: [
      [
        'Two languages',
        'Write and save the Chinese version first, then switch to English at the top right and save the English version. The site shows only complete languages.',
      ],
      [
        'Scheduling',
        'Publish with a publish date ahead: visitors see nothing until then, and the list shows it as Scheduled.',
      ],
      [
        'Preview',
        'Save a draft, then Preview shows the language being edited as the site will; only signed-in editors can see it, and reviewers you send a preview link to.',
      ],
      [
        'Redirects',
        'When a page moves or goes away, point its old address to the new one under Redirects, so existing links keep working.',
      ],
    ],
    counts: 'To do',
    drafts: 'Drafts',
    scheduled: 'Scheduled',
    untranslated: 'Missing a language',
  },
} as const

/** How many items of a collection are not complete in every language. */
async function untranslated(payload: Payload, collection: ContentCollection) {
  const { docs } = await payload.find({
    collection,
    overrideAccess: true,
    pagination: false,
    depth: 0,
    select: { translations: true },
  })
  return docs.filter((doc) => {
    const done = (doc as { translations?: string[] | null }).translations ?? []
    return locales.some((locale) => !done.includes(locale))
  }).length
}

/**
 * The admin home's first block: a short guide to publishing in two
 * languages, and counts of what waits for an editor, each linking to its list.
 */
export async function EditorGuide({ payload, i18n }: Props) {
  const language = adminLanguage({ i18n })
  const t = texts[language]
  // Every content type is written in both languages, with a translation status.
  const types = Object.values(contentTypes)
  const news = contentTypes.news.collection
  const newsName = contentTypes.news.labels.plural[language]
  const now = new Date()
  const count = (where: ReturnType<typeof stateWhere>) =>
    payload.count({ collection: news, where: where as Where, overrideAccess: true })
  const [drafts, scheduled, ...missing] = await Promise.all([
    count(stateWhere('draft', now)),
    count(stateWhere('scheduled', now)),
    ...types.map((type) => untranslated(payload, type.collection)),
  ])
  const tiles = [
    {
      key: 'drafts',
      label: `${newsName} · ${t.drafts}`,
      value: drafts.totalDocs,
      href: `/admin/collections/${news}?${whereQuery(stateWhere('draft', now))}`,
    },
    {
      key: 'scheduled',
      label: `${newsName} · ${t.scheduled}`,
      value: scheduled.totalDocs,
      href: `/admin/collections/${news}?${whereQuery(stateWhere('scheduled', now))}`,
    },
    ...types.map((type, index) => ({
      key: `untranslated-${type.collection}`,
      label: `${type.labels.plural[language]} · ${t.untranslated}`,
      value: missing[index] ?? 0,
      href: `/admin/collections/${type.collection}`,
    })),
  ]
  return (
    <section
      aria-labelledby="editor-guide-title"
      data-editor-guide
      style={{ marginBottom: 40, display: 'grid', gap: 24 }}
    >
      <div>
        <h2 id="editor-guide-title" style={{ margin: '0 0 12px' }}>
          {t.title}
        </h2>
        <ol
          style={{
            margin: 0,
            padding: 0,
            listStyle: 'none',
            display: 'grid',
            gap: 12,
            gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
          }}
        >
          {t.steps.map(([heading, text]) => (
            <li
              key={heading}
              style={{
                padding: 16,
                borderRadius: 8,
                border: '1px solid var(--theme-elevation-150)',
                lineHeight: 1.6,
              }}
            >
              <strong style={{ display: 'block', marginBottom: 4 }}>{heading}</strong>
              <span style={{ fontSize: 13 }}>{text}</span>
            </li>
          ))}
        </ol>
      </div>
      <div>
        <h3 style={{ margin: '0 0 12px' }}>{t.counts}</h3>
        <ul
          style={{
            margin: 0,
            padding: 0,
            listStyle: 'none',
            display: 'grid',
            gap: 12,
            gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))',
          }}
        >
          {tiles.map((tile) => (
            <li key={tile.key}>
              <Link
                href={tile.href}
                data-count={tile.key}
                style={{
                  display: 'block',
                  padding: 16,
                  borderRadius: 8,
                  background: 'var(--theme-elevation-50)',
                  textDecoration: 'none',
                  color: 'inherit',
                }}
              >
                <span style={{ display: 'block', fontSize: 28, fontWeight: 600 }}>
                  {tile.value}
                </span>
                <span style={{ fontSize: 13 }}>{tile.label}</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
