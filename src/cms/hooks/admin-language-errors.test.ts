import { describe, expect, it } from 'vitest'
import { inLanguage } from './admin-language-errors'

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
  })

  it('leaves other messages as they are', () => {
    expect(inLanguage('没有保存：…', 'en')).toBe('没有保存：…')
    expect(inLanguage('Not found.', 'zh')).toBe('Not found.')
  })
})
