import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { FirstAdminNotice } from './first-admin-notice'

describe('FirstAdminNotice', () => {
  it('offers no form and says, in both languages, how to create the first admin', () => {
    const html = renderToString(<FirstAdminNotice />)
    expect(html).not.toContain('<form')
    expect(html).not.toContain('<input')
    expect(html).toContain('npm run admin:create -- --email you@example.com')
    expect(html).toContain('尚未创建管理员')
    expect(html).toContain('No administrator yet')
  })
})
