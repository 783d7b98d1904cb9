import { pino } from 'pino'
import { describe, expect, it } from 'vitest'
import { jsonLogDestination, jsonLogOptions } from './json-log-options'

function capture() {
  const lines: Record<string, unknown>[] = []
  const logger = pino(jsonLogOptions, {
    write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>),
  })
  return { logger, lines }
}

/** An error as the CMS throws it, its class name shortened by the bundle. */
const apiError = (message: string, status: number) =>
  Object.assign(new Error(message), { name: 'a', status })

describe('the CMS log lines', () => {
  it('are JSON with an ISO time, the level by name and a reference on errors', () => {
    const { logger, lines } = capture()
    logger.info('ready')
    logger.error({ err: apiError('Database gone', 500) })
    expect(lines[0]).toMatchObject({ level: 'info', msg: 'ready' })
    expect(String(lines[0]!.time)).toMatch(/^\d{4}-\d\d-\d\dT/)
    expect(lines[0]!.ref).toBeUndefined()
    expect(lines[1]).toMatchObject({ level: 'error', err: { message: 'Database gone' } })
    expect(lines[1]!.ref).toMatch(/^[\da-f-]{36}$/)
  })
  it("log what the client did wrong (4xx) as information, not as the server's error", () => {
    const { logger, lines } = capture()
    logger.error({ err: apiError('You are not allowed to perform this action.', 403) })
    logger.error({ err: apiError('The following field is invalid: alt', 400) })
    expect(lines).toEqual([
      expect.objectContaining({
        level: 'info',
        status: 403,
        msg: 'You are not allowed to perform this action.',
      }),
      expect.objectContaining({ level: 'info', status: 400 }),
    ])
    expect(lines.every((line) => line.err === undefined && line.ref === undefined)).toBe(true)
  })
  it('go to stdout for information and to stderr for warnings and errors, once each', () => {
    const out: string[] = []
    const err: string[] = []
    const logger = pino(
      jsonLogOptions,
      jsonLogDestination(
        { write: (line: string) => out.push(line) },
        {
          write: (line: string) => err.push(line),
        },
      ),
    )
    logger.info('ready')
    logger.warn('slow')
    logger.error({ err: apiError('Database gone', 500) })
    const levels = (lines: string[]) =>
      lines.map((line) => (JSON.parse(line) as { level: string }).level)
    expect(levels(out)).toEqual(['info'])
    expect(levels(err)).toEqual(['warn', 'error'])
  })
})
