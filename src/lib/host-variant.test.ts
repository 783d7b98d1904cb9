import { describe, expect, it } from 'vitest'
import { variantForHost } from './host-variant'

describe('variantForHost', () => {
  it('uses the alternative lines for hosts containing the marker', () => {
    expect(variantForHost('www.Zhisuan-AI.example.com', 'zhisuan')).toBe('alt')
    expect(variantForHost('www.tianyan.example.com', 'zhisuan')).toBe('main')
  })
  it('never switches without a marker or a host', () => {
    expect(variantForHost('anything', '')).toBe('main')
    expect(variantForHost(null, 'zhisuan')).toBe('main')
  })
})
