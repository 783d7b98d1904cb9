import { describe, expect, it } from 'vitest'
import { CspReports, violationsIn } from './csp-reports'

/** A report as Chromium's Reporting API delivers it (a list, batched). */
const reportingApi = (sample: string, page = 'https://site.example/news?x=1') =>
  JSON.stringify([
    {
      type: 'csp-violation',
      age: 10,
      url: page,
      user_agent: 'Chrome',
      body: {
        documentURL: page,
        blockedURL: 'inline',
        effectiveDirective: 'script-src-elem',
        originalPolicy: "default-src 'self'",
        disposition: 'enforce',
        sourceFile: 'https://site.example/news',
        lineNumber: 3,
        sample,
        statusCode: 200,
      },
    },
    { type: 'deprecation', body: { id: 'x' } },
  ])

/** A report of `report-uri` (one per delivery). */
const reportUri = JSON.stringify({
  'csp-report': {
    'document-uri': 'https://site.example/en/faq',
    'effective-directive': 'img-src',
    'blocked-uri': 'https://tracker.example/p.gif?id=123',
    'original-policy': "default-src 'self'",
  },
})

describe('CSP reports', () => {
  it('reads the violations of both report formats, pages and foreign URLs shortened', () => {
    expect(violationsIn('application/reports+json', reportingApi('alert(1)'))).toEqual([
      {
        directive: 'script-src-elem',
        blocked: 'inline',
        page: '/news',
        source: '/news:3',
        sample: 'alert(1)',
      },
    ])
    expect(violationsIn('application/csp-report', reportUri)).toEqual([
      { directive: 'img-src', blocked: '/p.gif', page: '/en/faq' },
    ])
  })

  it('finds nothing in what is not a report', () => {
    for (const [type, body] of [
      ['application/reports+json', '{"not":"a list"}'],
      ['application/reports+json', 'not json'],
      ['application/reports+json', '[null, 1, "x", {"type":"csp-violation"}]'],
      ['application/csp-report', '[]'],
      ['application/csp-report', '{"csp-report": {"document-uri": "/"}}'],
      ['text/plain', reportUri],
    ] as const) {
      expect(violationsIn(type, body), `${type} ${body}`).toEqual([])
    }
  })

  it('logs each distinct violation once, however many visitors meet it', () => {
    const lines: string[] = []
    const reports = new CspReports({ warn: (line) => lines.push(line) })
    expect(reports.take('application/reports+json', reportingApi('alert(1)'))).toBe(1)
    // The same violation from another visitor (another query): not logged again.
    expect(
      reports.take(
        'application/reports+json',
        reportingApi('alert(1)', 'https://site.example/news?y=2'),
      ),
    ).toBe(0)
    expect(reports.take('application/reports+json', reportingApi('alert(2)'))).toBe(1)
    expect(lines).toEqual([
      'CSP violation on /news: script-src-elem blocked inline (/news:3): "alert(1)"',
      'CSP violation on /news: script-src-elem blocked inline (/news:3): "alert(2)"',
    ])
  })

  it('writes a few lines for a delivery, however many violations it holds', () => {
    const lines: string[] = []
    const reports = new CspReports({ warn: (line) => lines.push(line) })
    // One delivery of 572 distinct violations (a 64 KB report).
    const many = JSON.stringify(
      Array.from({ length: 572 }, (_, i) => (JSON.parse(reportingApi(`x${i}`)) as unknown[])[0]),
    )
    expect(reports.take('application/reports+json', many)).toBe(572)
    expect(lines).toHaveLength(4)
    expect(lines.at(-1)).toBe(
      'CSP violations: 569 more in the same delivery, not logged one by one',
    )
    // Those counted only are logged one by one when they come again, three a delivery.
    lines.length = 0
    expect(reports.take('application/reports+json', many)).toBe(569)
    expect(lines.slice(0, 3)).toEqual(
      [3, 4, 5].map(
        (i) => `CSP violation on /news: script-src-elem blocked inline (/news:3): "x${i}"`,
      ),
    )
  })

  it('remembers a bounded number of violations, the oldest forgotten first', () => {
    const lines: string[] = []
    const reports = new CspReports({ remembered: 2, warn: (line) => lines.push(line) })
    for (const sample of ['a', 'b', 'c', 'a']) {
      reports.take('application/reports+json', reportingApi(sample))
    }
    // 'a' was forgotten when 'c' came, so it is logged again.
    expect(lines).toHaveLength(4)
  })

  it('admits a bounded number of deliveries per address a minute', async () => {
    const reports = new CspReports({ perMinute: 3 })
    const admitted = []
    for (let i = 0; i < 5; i++) admitted.push(await reports.admit('192.0.2.1'))
    expect(admitted).toEqual([true, true, true, false, false])
    expect(await reports.admit('192.0.2.2')).toBe(true)
  })
})
