import { spawnSync } from 'node:child_process'
import { Writable } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { isClientFault, logArguments, serverLogger } from './log'

/** The lines a logger writes, parsed. */
function capture(): { lines: Record<string, unknown>[]; stream: Writable } {
  const lines: Record<string, unknown>[] = []
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) {
        lines.push(JSON.parse(line) as Record<string, unknown>)
      }
      done()
    },
  })
  return { lines, stream }
}

describe('the server log', () => {
  it("writes one JSON line with the error's digest as the reference", () => {
    const { lines, stream } = capture()
    const error = Object.assign(new Error('boom\nsecond line', { cause: new Error('locked') }), {
      digest: '2739379951',
    })
    serverLogger(stream).error(...logArguments(['Could not render', error]))
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatchObject({
      level: 'error',
      msg: 'Could not render',
      ref: '2739379951',
      err: { type: 'Error', message: expect.stringContaining('boom') as unknown },
    })
    expect(new Date(String(lines[0]!.time)).toISOString()).toBe(lines[0]!.time)
  })

  it("uses the error's message when the framework gives only its marker", () => {
    expect(logArguments(['⨯', new Error('Failed query')])[1]).toBe('Failed query')
  })

  it('strips the coloured marker Next.js writes before a message', () => {
    const [, msg] = logArguments([
      '\u001b[31m\u001b[1m⨯\u001b[22m\u001b[39m internal image response failed for /nope.png 404',
    ])
    expect(msg).toBe('internal image response failed for /nope.png 404')
    expect(isClientFault()).toBe(false)
  })

  it("counts a client that hung up before its request arrived as the client's doing", () => {
    const aborted = Object.assign(new Error('aborted'), { code: 'ECONNRESET' })
    expect(isClientFault(aborted)).toBe(true)
    expect(isClientFault(new Error('aborted'))).toBe(true)
    expect(isClientFault(new Error('connect ECONNREFUSED 127.0.0.1:5432'))).toBe(false)
    expect(isClientFault(new Error('boom'))).toBe(false)
  })

  it('gives an error without a digest a reference of its own, and plain lines none', () => {
    const { lines, stream } = capture()
    const logger = serverLogger(stream)
    logger.error(...logArguments([new Error('x')]))
    logger.info(...logArguments(['listening on %d', 3000]))
    expect(lines[0]!.ref).toMatch(/^[\da-f-]{36}$/)
    expect(lines[1]).toEqual({ time: lines[1]!.time, level: 'info', msg: 'listening on 3000' })
  })

  it('turns process warnings and console calls into lines (in a process of their own)', () => {
    const script = [
      "import { routeConsoleTo, serverLogger } from './src/server/log.ts'",
      'routeConsoleTo(serverLogger())',
      "process.emitWarning('The old API goes away', 'DeprecationWarning')",
      "console.error('Could not finish', new Error('gone'))",
      "console.log('Listening')",
    ].join('\n')
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '--eval', script],
      { encoding: 'utf8' },
    )
    expect(run.status).toBe(0)
    const errors = run.stderr
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as unknown)
    // The warning is emitted on the next tick, after the error.
    expect(errors).toMatchObject([
      { level: 'error', msg: 'Could not finish', err: { message: 'gone' } },
      { level: 'warn', msg: 'DeprecationWarning: The old API goes away' },
    ])
    expect(JSON.parse(run.stdout.trim())).toMatchObject({ level: 'info', msg: 'Listening' })
  })
})
