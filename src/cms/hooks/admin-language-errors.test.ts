import { describe, expect, it } from 'vitest'
import { inLanguage, wholeMessage } from './admin-language-errors'

describe('inLanguage', () => {
  it('gives Payload’s English upload and link messages in the admin’s language', () => {
    expect(inLanguage('Invalid MIME type: application/x-msdownload.', 'zh')).toBe(
      '不支持这种文件（application/x-msdownload）：请上传 PNG、JPEG、WebP、AVIF、SVG 图片或 MP4、WebM 视频。',
    )
    expect(inLanguage("Invalid file type: 'text/plain'", 'en')).toMatch(
      /^This kind of file \(text\/plain\) is not accepted/,
    )
    expect(inLanguage('SVG file contains potentially harmful content.', 'zh')).toMatch(/^这个 SVG/)
    expect(inLanguage('Invalid URL', 'zh')).toMatch(/^链接地址无效/)
    expect(
      inLanguage('link node failed to validate: The following fields are invalid: url', 'en'),
    ).toMatch(/^The link address is not valid/)
    expect(inLanguage('The following field is invalid: Body', 'zh')).toBe('以下字段需要修改：Body')
    expect(
      inLanguage(
        'Document with ID 40 is currently locked by another user and cannot be modified.',
        'zh',
      ),
    ).toMatch(/^没有保存：另一位编辑正在编辑这一项/)
  })

  it('leaves other messages as they are', () => {
    expect(inLanguage('没有保存：…', 'en')).toBe('没有保存：…')
    expect(inLanguage('Not found.', 'zh')).toBe('Not found.')
  })
})

describe('wholeMessage', () => {
  it('says a refusal that marks no field whole, and leaves field errors to the fields', () => {
    const stale = '没有保存：王编辑（2026-11-29 04:26 北京时间）保存了更新的版本，改了标题, 摘要。'
    expect(wholeMessage([{ message: stale }])).toEqual({ message: stale })
    expect(
      wholeMessage([{ message: 'Invalid', data: { errors: [{ message: 'Too long' }] } }]),
    ).toEqual({})
    expect(wholeMessage([])).toEqual({})
  })
})
