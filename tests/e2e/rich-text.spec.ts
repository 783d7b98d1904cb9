import { expect, logIn } from './admin-session'
import { adminAuth, createArticle } from './content-api'
import { catalogues, localePath, test } from './fixtures'

// Admin screens take seconds each on a busy machine.
test.describe.configure({ timeout: 90_000 })

const text = (value: string, format = 0) => ({
  type: 'text',
  version: 1,
  text: value,
  format,
  detail: 0,
  mode: 'normal',
  style: '',
})
const node = (type: string, children: unknown[], extra: Record<string, unknown> = {}) => ({
  type,
  version: 1,
  direction: 'ltr',
  format: '',
  indent: 0,
  children,
  ...extra,
})
const upload = (id: number) => ({
  type: 'upload',
  version: 3,
  format: '',
  relationTo: 'media',
  value: id,
  fields: {},
})
const link = (fields: Record<string, unknown>, label: string) =>
  node('link', [text(label)], { version: 3, fields })

/** Lexical text formats (a bit mask, as the editor stores them). */
const format = {
  bold: 1,
  italic: 2,
  strikethrough: 4,
  underline: 8,
  code: 16,
  subscript: 32,
  superscript: 64,
}

/** One of everything the body editor offers, as the editor stores it. */
function everyKind(media: { image: number; video: number }, articleId: number) {
  return {
    root: node('root', [
      node('heading', [text('二级标题')], { tag: 'h2' }),
      node('heading', [text('三级标题')], { tag: 'h3' }),
      node('heading', [text('四级标题')], { tag: 'h4' }),
      node('paragraph', [
        text('粗体', format.bold),
        text('斜体', format.italic),
        text('下划线', format.underline),
        text('删除线', format.strikethrough),
        text('代码', format.code),
        text('下标', format.subscript),
        text('上标', format.superscript),
      ]),
      node('paragraph', [text('居中的段落')], { format: 'center' }),
      node('paragraph', [text('缩进的段落')], { indent: 1 }),
      node(
        'list',
        [
          node('listitem', [text('无序一')], { value: 1 }),
          node('listitem', [text('无序二')], { value: 2 }),
        ],
        { listType: 'bullet', tag: 'ul', start: 1 },
      ),
      node(
        'list',
        [
          node('listitem', [text('有序一')], { value: 1 }),
          node('listitem', [text('有序二')], { value: 2 }),
        ],
        { listType: 'number', tag: 'ol', start: 1 },
      ),
      node('quote', [text('引用的话')]),
      node('paragraph', [
        link(
          { linkType: 'custom', url: 'https://partner.example.org/report', newTab: true },
          '外部链接',
        ),
        link({ linkType: 'internal', doc: { relationTo: 'news', value: articleId } }, '站内文章'),
      ]),
      upload(media.image),
      upload(media.video),
      { type: 'horizontalrule', version: 1 },
      node('paragraph', [text('结尾段落')]),
    ]),
  }
}

test('every kind the body editor offers renders on the article page', async ({ page, request }) => {
  const headers = await adminAuth(request)
  const firstOf = async (kind: 'image' | 'video') => {
    const found = (await (
      await request.get('/api/media', {
        headers,
        params: { limit: '1', depth: '0', 'where[mimeType][contains]': `${kind}/` },
      })
    ).json()) as { docs: { id: number; alt: string }[] }
    return found.docs[0]!
  }
  const [image, video] = await Promise.all([firstOf('image'), firstOf('video')])
  const stamp = Date.now()
  // A draft: shown in the preview exactly as it will be published, seen by no visitor.
  const draft = await createArticle(request, {
    zh: {
      title: `富文本 ${stamp}`,
      summary: '正文的每一种内容。',
      body: everyKind({ image: image.id, video: video.id }, 1),
    },
    publishedAt: '2013-06-03T02:00:00.000Z',
    status: 'draft',
  })
  try {
    await logIn(page)
    await page.goto(localePath('zh', `/news/preview/${draft.id}`))
    const body = page.locator('.article-body')
    for (const [tag, content] of [
      ['h2', '二级标题'],
      ['h3', '三级标题'],
      ['h4', '四级标题'],
      ['strong', '粗体'],
      ['em', '斜体'],
      ['code', '代码'],
      ['sub', '下标'],
      ['sup', '上标'],
      ['ul > li', '无序二'],
      ['ol > li', '有序二'],
      ['blockquote', '引用的话'],
    ] as const) {
      await expect(body.locator(tag, { hasText: content }), tag).toBeVisible()
    }
    await expect(body.getByText('下划线')).toHaveCSS('text-decoration-line', /underline/)
    await expect(body.getByText('删除线')).toHaveCSS('text-decoration-line', /line-through/)
    await expect(body.locator('p', { hasText: '居中的段落' })).toHaveCSS('text-align', 'center')
    await expect(body.locator('p', { hasText: '缩进的段落' })).not.toHaveCSS(
      'padding-inline-start',
      '0px',
    )
    const external = body.getByRole('link', { name: /外部链接/ })
    await expect(external).toHaveAttribute('href', 'https://partner.example.org/report')
    await expect(external).toHaveAttribute('rel', 'noopener noreferrer')
    await expect(external).toContainText(catalogues.zh.a11y.opensInNewTab)
    await expect(body.getByRole('link', { name: '站内文章' })).toHaveAttribute(
      'href',
      '/news/detail/1',
    )
    const picture = body.locator('img')
    await expect(picture).toHaveAttribute('alt', image.alt)
    await picture.scrollIntoViewIfNeeded()
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0)
    const clip = body.locator('video')
    await expect(clip).toHaveAttribute('controls', '')
    await expect(clip).toHaveAttribute('aria-label', video.alt)
    await clip.scrollIntoViewIfNeeded()
    await expect.poll(() => clip.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThan(0)
    await expect(body.locator('hr')).toHaveCount(1)
    await expect(body.getByText('结尾段落')).toBeVisible()
  } finally {
    await draft.remove()
  }
})

test('the body editor offers only what the site renders', async ({ page }) => {
  await logIn(page)
  await page.goto('/admin/collections/news/1?locale=zh')
  const editor = page.locator('.rich-text-lexical [contenteditable="true"]').first()
  await expect(editor).toBeVisible()
  await editor.click()
  await page.keyboard.press('End')
  await page.keyboard.press('Enter')
  await page.keyboard.type('/')
  const menu = page.locator('#slash-menu')
  await expect(menu).toBeVisible()
  const offered = await menu.locator('button').allTextContents()
  expect(offered.length).toBeGreaterThan(5)
  expect(offered.join(' ')).toMatch(/上传|Upload/)
  expect(offered.join(' ')).not.toMatch(/关系|Relationship|清单|Check ?list/i)
})
