import { describe, expect, it } from 'vitest'
import { parseEnv } from '@/lib/env'
import { addressMismatch, serverSettings } from './settings'

describe('serverSettings', () => {
  it('compresses what streams unless a proxy in front does, or says otherwise', () => {
    const settingsOf = (source: Record<string, string>) =>
      serverSettings(parseEnv({ APP_ENV: 'test', ...source }), source)
    expect(settingsOf({}).compressStreams).toBe(true)
    expect(settingsOf({ TRUST_PROXY: '1' }).compressStreams).toBe(false)
    expect(settingsOf({ TRUST_PROXY: '1', COMPRESS_STREAMS: '1' }).compressStreams).toBe(true)
    expect(settingsOf({ COMPRESS_STREAMS: '0' }).compressStreams).toBe(false)
  })

  it('says at start when the pages name an address on this machine the server does not listen on', () => {
    const noteOf = (source: Record<string, string>) =>
      serverSettings(parseEnv({ APP_ENV: 'test', ...source }), source).addressNote
    expect(noteOf({})).toBeNull()
    const note = noteOf({ PORT: '3300' })
    expect(note).toContain('http://localhost:3000')
    expect(note).toContain('SITE_URL=http://localhost:3300 npm run build')
    expect(noteOf({ PORT: '3300', SITE_URL: 'http://localhost:3300' })).toBeNull()
    // Behind a proxy the public address has a port of its own.
    expect(noteOf({ PORT: '3300', SITE_URL: 'https://www.example.com' })).toBeNull()
    expect(
      addressMismatch(parseEnv({ APP_ENV: 'test', SITE_URL: 'http://127.0.0.1:4000' })),
    ).toMatch(/port 3000/)
  })
})
