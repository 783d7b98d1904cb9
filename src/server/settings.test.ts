import { describe, expect, it } from 'vitest'
import { parseEnv } from '@/lib/env'
import { mayReachInternalRoutes, serverSettings } from './settings'

describe('mayReachInternalRoutes', () => {
  it('lets only loopback reach /internal/, and anyone reach the rest', () => {
    for (const address of ['127.0.0.1', '127.3.2.1', '::1', '::ffff:127.0.0.1']) {
      expect(mayReachInternalRoutes('/internal/item', address), address).toBe(true)
    }
    for (const address of ['192.0.2.2', '10.0.0.1', '::ffff:10.0.0.1', '2001:db8::1', undefined]) {
      expect(mayReachInternalRoutes('/internal/item', address), String(address)).toBe(false)
      expect(mayReachInternalRoutes('/news', address)).toBe(true)
    }
  })
})

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
