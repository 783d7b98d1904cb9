import { describe, expect, it } from 'vitest'
import { applicationMailto, applicationSubject, cleanName } from './job-application'

describe('job applications', () => {
  it('writes the subject as Name-Position', () => {
    expect(applicationSubject('张三', '大模型算法工程师')).toBe('张三-大模型算法工程师')
    expect(applicationSubject('  Alex   Chen ', 'Product Manager')).toBe(
      'Alex Chen-Product Manager',
    )
  })
  it('keeps a name on one line, so nothing can be added to the e-mail', () => {
    expect(cleanName('Alex\r\nBcc: someone@example.com')).toBe('Alex Bcc: someone@example.com')
    expect(applicationMailto('jobs@example.com', 'A\nB', 'Role')).toBe(
      'mailto:jobs@example.com?subject=A%20B-Role',
    )
  })
  it('encodes the subject for the mailto link', () => {
    expect(applicationMailto('jobs@example.com', '张三', 'R&D / AI')).toBe(
      `mailto:jobs@example.com?subject=${encodeURIComponent('张三-R&D / AI')}`,
    )
  })
})
