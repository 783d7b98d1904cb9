import { describe, expect, it } from 'vitest'
import { adminPolicy, publicPolicy, resourcePolicy, securityHeaderRules } from './security-headers'

describe('policies', () => {
  it('public pages run no unhashed inline or evaluated script', () => {
    const policy = publicPolicy({ scriptHashes: ["'sha256-abc'"], secure: true })
    const script = /script-src ([^;]*)/.exec(policy)?.[1] ?? ''
    expect(script).toBe("'self' 'sha256-abc'")
    for (const directive of [
      "default-src 'self'",
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
      "form-action 'self'",
      'upgrade-insecure-requests',
    ]) {
      expect(policy).toContain(directive)
    }
  })

  it('adds the analytics origin to connect-src, and upgrades only over HTTPS', () => {
    const policy = publicPolicy({ connectOrigins: ['https://stats.example.org'] })
    expect(policy).toContain("connect-src 'self' https://stats.example.org")
    expect(policy).not.toContain('upgrade-insecure-requests')
  })

  it('keeps the admin on its own policy, and lets nothing else run', () => {
    expect(adminPolicy).toContain("'unsafe-eval'")
    expect(adminPolicy).toContain("object-src 'none'")
    expect(resourcePolicy).toContain("default-src 'none'")
  })

  it("gives the admin's paths its own policy and frame rule after everyone's", () => {
    const [all, admin] = securityHeaderRules()
    const value = (rule: typeof all, key: string) =>
      rule?.headers.find((header) => header.key === key)?.value
    expect(all?.source).toBe('/:path*')
    expect(value(all, 'Content-Security-Policy')).toBe(resourcePolicy)
    expect(value(all, 'X-Frame-Options')).toBe('DENY')
    expect(admin?.source).toBe('/admin/:path*')
    expect(value(admin, 'Content-Security-Policy')).toBe(adminPolicy)
    expect(value(admin, 'X-Frame-Options')).toBe('SAMEORIGIN')
  })
})
