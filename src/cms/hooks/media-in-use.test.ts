import { describe, expect, it } from 'vitest'
import { bodyUsesMedium, inUseMessage } from './media-in-use'

const body = (value: unknown) => ({
  root: { type: 'root', children: [{ type: 'paragraph', children: [{ type: 'upload', value }] }] },
})

describe('bodyUsesMedium', () => {
  it('finds an upload of the medium, stored as an id or populated', () => {
    expect(bodyUsesMedium(body(7), 7)).toBe(true)
    expect(bodyUsesMedium(body({ id: 7, url: '/a.webp' }), '7')).toBe(true)
    expect(bodyUsesMedium({ zh: body(3), en: body(7) }, 7)).toBe(true)
  })

  it('ignores other media, other nodes and empty bodies', () => {
    expect(bodyUsesMedium(body(8), 7)).toBe(false)
    expect(bodyUsesMedium({ root: { type: 'paragraph', value: 7 } }, 7)).toBe(false)
    expect(bodyUsesMedium(null, 7)).toBe(false)
  })
})

describe('inUseMessage', () => {
  const uses = [
    { kind: 'news' as const, name: '天衍 2 发布' },
    { kind: 'videos' as const, name: '演示' },
    { kind: 'company' as const, name: '' },
  ]

  it('names every use in the editor’s language', () => {
    expect(inUseMessage(uses, { i18n: { language: 'zh' } } as never)).toBe(
      '此文件正在使用，不能删除：文章《天衍 2 发布》；视频《演示》；公司简介（创始人照片）。请先在这些地方换掉它。',
    )
    expect(inUseMessage(uses, { i18n: { language: 'en' } } as never)).toContain(
      'cannot be deleted: Article “天衍 2 发布”; Video “演示”; Company profile',
    )
  })

  it('lists five uses and counts the rest', () => {
    const many = Array.from({ length: 8 }, (_, i) => ({ kind: 'news' as const, name: `A${i}` }))
    expect(inUseMessage(many, { i18n: { language: 'en' } } as never)).toContain('A4”; 3 more.')
  })
})
