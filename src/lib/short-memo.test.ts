import { describe, expect, it, vi } from 'vitest'
import { shortMemo } from './short-memo'

describe('shortMemo', () => {
  it('shares one lookup per key within its time, then asks again', async () => {
    let clock = 0
    const lookup = vi.fn((key: string) => Promise.resolve(`${key}@${clock}`))
    const get = shortMemo(lookup, { ttlMs: 1_000, maxKeys: 10 }, () => clock)
    const [a, b] = await Promise.all([get('x'), get('x')])
    expect([a, b]).toEqual(['x@0', 'x@0'])
    clock = 999
    expect(await get('x')).toBe('x@0')
    clock = 1_000
    expect(await get('x')).toBe('x@1000')
    expect(lookup).toHaveBeenCalledTimes(2)
  })

  it('keeps at most maxKeys answers, dropping the oldest', async () => {
    const lookup = vi.fn((key: string) => Promise.resolve(key))
    const get = shortMemo(lookup, { ttlMs: 60_000, maxKeys: 2 }, () => 0)
    for (const key of ['a', 'b', 'c', 'b', 'a']) await get(key)
    // a, b, c asked; b still kept; a had been dropped by c.
    expect(lookup.mock.calls.map(([key]) => key)).toEqual(['a', 'b', 'c', 'a'])
  })

  it('does not keep a failed lookup', async () => {
    let fail = true
    const get = shortMemo(
      () => (fail ? Promise.reject(new Error('down')) : Promise.resolve('up')),
      { ttlMs: 60_000, maxKeys: 2 },
      () => 0,
    )
    await expect(get('k')).rejects.toThrow('down')
    fail = false
    expect(await get('k')).toBe('up')
  })
})
