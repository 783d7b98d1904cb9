import { createServer } from 'node:http'
import { describe, expect, it } from 'vitest'
import { freePort } from './free-port'

describe('freePort', () => {
  it('hands out ports a server can listen on and fetch can reach, different each time', async () => {
    const ports = new Set<number>()
    for (let round = 0; round < 40; round++) {
      const port = await freePort()
      ports.add(port)
      const server = createServer((_, response) => response.end('ok'))
      await new Promise<void>((resolve) => server.listen(port, resolve))
      try {
        const response = await fetch(`http://localhost:${port}/`)
        expect(await response.text()).toBe('ok')
      } finally {
        await new Promise((resolve) => server.close(resolve))
      }
    }
    expect(ports.size).toBeGreaterThan(30)
  })
})
