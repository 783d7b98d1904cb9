import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { splitUnbrokenEnd, UnbrokenEnd } from './unbroken-end'

describe('splitUnbrokenEnd', () => {
  it('keeps the last three Chinese characters and the closing marks together', () => {
    expect(splitUnbrokenEnd('天衍AI提供哪些模型？')).toEqual(['天衍AI提供哪', '些模型？'])
    expect(splitUnbrokenEnd('如何申请天衍AI的职位')).toEqual(['如何申请天衍AI', '的职位'])
    expect(splitUnbrokenEnd('你们如何保护我的数据？」')).toEqual(['你们如何保护我', '的数据？」'])
  })

  it('leaves text that does not end in Chinese as it is', () => {
    expect(splitUnbrokenEnd('How do you protect my data?')).toEqual([
      'How do you protect my data?',
      '',
    ])
    expect(splitUnbrokenEnd('如何使用 API？')).toEqual(['如何使用 API？', ''])
  })

  it('leaves short text whole', () => {
    expect(splitUnbrokenEnd('有模型？')).toEqual(['有模型？', ''])
    expect(splitUnbrokenEnd('')).toEqual(['', ''])
  })
})

describe('UnbrokenEnd', () => {
  it('renders the end in a span that does not wrap', () => {
    expect(renderToStaticMarkup(<UnbrokenEnd text="天衍AI提供哪些模型？" />)).toBe(
      '天衍AI提供哪<span class="whitespace-nowrap">些模型？</span>',
    )
    expect(renderToStaticMarkup(<UnbrokenEnd text="Which models?" />)).toBe('Which models?')
  })
})
