import { setTimeout as slowWork } from 'node:timers/promises'
import { describe, expect, it } from 'vitest'
import { latestPerSlot } from './latest-per-slot'

describe('latestPerSlot', () => {
  it('computes once per slot and version, sharing the computation with concurrent askers', async () => {
    const calls: string[] = []
    const derived = latestPerSlot(async (slot: 'zh' | 'en', version) => {
      calls.push(`${slot}@${version}`)
      await slowWork(5)
      return `${slot}:${version}`
    })
    const results = await Promise.all([derived('zh', 'a'), derived('zh', 'a'), derived('en', 'a')])
    expect(results).toEqual(['zh:a', 'zh:a', 'en:a'])
    expect(await derived('zh', 'a')).toBe('zh:a')
    expect(calls).toEqual(['zh@a', 'en@a'])
  })

  it('computes anew for a new version and keeps only the latest', async () => {
    const calls: string[] = []
    const derived = latestPerSlot((slot: string, version) => {
      calls.push(version)
      return Promise.resolve(`${slot}:${version}`)
    })
    expect(await derived('zh', 'a')).toBe('zh:a')
    expect(await derived('zh', 'b')).toBe('zh:b')
    expect(await derived('zh', 'a')).toBe('zh:a')
    expect(calls).toEqual(['a', 'b', 'a'])
  })

  it('forgets a failed computation, so the next ask tries again', async () => {
    let attempts = 0
    const derived = latestPerSlot(() => {
      attempts += 1
      return attempts === 1
        ? Promise.reject(new Error('database unavailable'))
        : Promise.resolve('read')
    })
    await expect(derived('zh', 'a')).rejects.toThrow('database unavailable')
    expect(await derived('zh', 'a')).toBe('read')
    expect(attempts).toBe(2)
  })
})
