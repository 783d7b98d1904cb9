import { describe, expect, it } from 'vitest'
import { mayReachInternalRoutes } from './client'

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
