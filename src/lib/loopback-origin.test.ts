import { describe, expect, it } from 'vitest'
import { parseEnv } from './env'
import { loopbackOrigin } from './loopback-origin'

describe('loopbackOrigin', () => {
  it("is the server's port on loopback, over IPv6 when it listens there", () => {
    expect(loopbackOrigin(parseEnv({}))).toBe('http://127.0.0.1:3000')
    expect(loopbackOrigin(parseEnv({ PORT: '4100', HOST: '::' }))).toBe('http://[::1]:4100')
  })
})
