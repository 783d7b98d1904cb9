import { describe, expect, it } from 'vitest'
import { NODE_MAJOR_NEEDED, olderNodeMessage } from './node-version'
import pkg from '../../package.json' with { type: 'json' }

describe('the Node.js the site needs', () => {
  it('refuses an older one with one line that says what to do', () => {
    const message = olderNodeMessage('20.20.2')
    expect(message).toContain('20.20.2')
    expect(message).toContain('npm install')
    expect(message).not.toContain('\n')
  })

  it('accepts 24 and later', () => {
    expect(olderNodeMessage('24.0.0')).toBeNull()
    expect(olderNodeMessage('26.1.0')).toBeNull()
  })

  it('is the one the package declares, and the one the tests run on', () => {
    expect(pkg.engines.node).toBe(`>=${NODE_MAJOR_NEEDED}`)
    expect(olderNodeMessage()).toBeNull()
  })
})
