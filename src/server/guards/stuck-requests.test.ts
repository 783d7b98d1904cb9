import { describe, expect, it } from 'vitest'
import { StuckRequests } from './stuck-requests'

describe('StuckRequests', () => {
  const request = (address: string, received: boolean) => ({
    method: 'POST',
    path: '/api/users/login',
    address,
    received,
    seconds: 60,
  })

  it('logs a request the site has whole and has not answered as an error, every time', () => {
    const stuck = new StuckRequests()
    for (let n = 0; n < 3; n++) {
      expect(stuck.line(request('192.0.2.1', true))).toMatchObject({ level: 'error' })
    }
  })

  it('logs a client that has not sent its request as a warning, once per address a minute', () => {
    let now = 1_000_000
    const stuck = new StuckRequests(60_000, () => now)
    expect(stuck.line(request('192.0.2.1', false))).toMatchObject({ level: 'warn' })
    for (let n = 0; n < 50; n++) expect(stuck.line(request('192.0.2.1', false))).toBeNull()
    expect(stuck.line(request('192.0.2.2', false))).toMatchObject({ level: 'warn' })
    now += 61_000
    expect(stuck.line(request('192.0.2.1', false))).toMatchObject({ level: 'warn' })
  })
})
