import { describe, expect, it } from 'vitest'
import { parseEnv } from '@/lib/env'
import { serverSettings } from './settings'

describe('serverSettings', () => {
  it('compresses what streams unless a proxy in front does, or says otherwise', () => {
    const settingsOf = (source: Record<string, string>) =>
      serverSettings(parseEnv({ APP_ENV: 'test', ...source }), source)
    expect(settingsOf({}).compressStreams).toBe(true)
    expect(settingsOf({ TRUST_PROXY: '1' }).compressStreams).toBe(false)
    expect(settingsOf({ TRUST_PROXY: '1', COMPRESS_STREAMS: '1' }).compressStreams).toBe(true)
    expect(settingsOf({ COMPRESS_STREAMS: '0' }).compressStreams).toBe(false)
  })
})
