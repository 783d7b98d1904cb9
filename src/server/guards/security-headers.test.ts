import { describe, expect, it } from 'vitest'
import {
  adminPolicy,
  CSP_REPORT_PATH,
  publicPolicy,
  reportingEndpoints,
  resourcePolicy,
  securityHeaderRules,
} from './security-headers'

describe('policies', () => {
  it('public pages run no unhashed inline or evaluated script', () => {
    const policy = publicPolicy({ scriptHashes: ["'sha256-abc'"], secure: true })
    const script = /script-src ([^;]*)/.exec(policy)?.[1] ?? ''
    expect(script).toBe("'self' 'report-sample' 'sha256-abc'")
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

  it('sends its violations to the site: by the Reporting API over HTTPS, else by report-uri', () => {
    const secure = publicPolicy({ secure: true })
    expect(secure).toContain(`report-uri ${CSP_REPORT_PATH}`)
    expect(secure).toContain('report-to csp')
    expect(reportingEndpoints).toBe(`csp="${CSP_REPORT_PATH}"`)
    const plain = publicPolicy()
    expect(plain).toContain(`report-uri ${CSP_REPORT_PATH}`)
    expect(plain).not.toContain('report-to')
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
