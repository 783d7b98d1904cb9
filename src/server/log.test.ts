import { spawnSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { logLine } from './log'

describe('logLine', () => {
  const now = new Date('2026-01-02T03:04:05.000Z')

  it('writes one JSON line with the digest as the reference', () => {
    const error = Object.assign(new Error('boom\nsecond line', { cause: new Error('locked') }), {
      digest: '2739379951',
    })
    const line = logLine('error', ['Could not render', error], now)
    expect(line).not.toContain('\n')
    const parsed = JSON.parse(line) as Record<string, unknown>
    expect(parsed).toMatchObject({
      time: '2026-01-02T03:04:05.000Z',
      level: 'error',
      msg: 'Could not render',
      ref: '2739379951',
      error: { name: 'Error', message: 'boom\nsecond line', cause: { message: 'locked' } },
    })
  })

  it("uses the error's message when the framework gives only its marker", () => {
    const line = JSON.parse(logLine('error', ['⨯', new Error('Failed query')], now)) as {
      msg: string
    }
    expect(line.msg).toBe('Failed query')
  })

  it('gives an error without a digest a reference of its own, and plain lines none', () => {
    const withRef = JSON.parse(logLine('error', [new Error('x')], now)) as { ref?: string }
    expect(withRef.ref).toMatch(/^[\da-f-]{36}$/)
    const plain = JSON.parse(logLine('info', ['listening on %d', 3000], now)) as unknown
    expect(plain).toEqual({ time: now.toISOString(), level: 'info', msg: 'listening on 3000' })
  })

  it('turns process warnings into warning lines (in a process of their own)', () => {
    const script = [
      "import { installJsonConsole } from './src/server/log.ts'",
      'installJsonConsole()',
      "process.emitWarning('The old API goes away', 'DeprecationWarning')",
    ].join('\n')
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '--eval', script],
      { encoding: 'utf8' },
    )
    expect(run.status).toBe(0)
    const lines = run.stderr.trim().split('\n')
    expect(lines).toHaveLength(1)
    expect(JSON.parse(lines[0]!)).toMatchObject({
      level: 'warn',
      msg: 'DeprecationWarning: The old API goes away',
    })
  })
})
