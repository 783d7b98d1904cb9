import { describe, expect, it } from 'vitest'
import { parseEnv } from './env'
import { loopbackOrigin } from './loopback-origin'

describe('loopbackOrigin', () => {
  it('is the server port on loopback, or its plain listener when it answers HTTPS', () => {
    expect(loopbackOrigin(parseEnv({}))).toBe('http://127.0.0.1:3000')
    expect(loopbackOrigin(parseEnv({ PORT: '4100', HOST: '::' }))).toBe('http://[::1]:4100')
    const tls = { TLS_CERT_FILE: 'c.pem', TLS_KEY_FILE: 'k.pem', PORT: '443' }
    expect(loopbackOrigin(parseEnv(tls))).toBe('http://127.0.0.1:444')
    expect(loopbackOrigin(parseEnv({ ...tls, LOOPBACK_PORT: '8081' }))).toBe(
      'http://127.0.0.1:8081',
    )
  })
})
