import { describe, expect, it } from 'vitest'
import { qrFileName } from '@/lib/qr'
import { qrHref } from './qr'

describe('qrHref', () => {
  it('names a code by a digest of its text: the same text, the same file; another, another', () => {
    const a = 'https://apps.example.com/answer'
    expect(qrHref(a)).toBe(qrHref(a))
    expect(qrHref(a)).toMatch(/^\/qr\/[\w-]{22}\.svg$/)
    expect(qrFileName(a)).not.toBe(qrFileName(`${a}/`))
    expect(qrHref(a)).not.toContain('apps.example.com')
  })
})
