import { randomUUID } from 'node:crypto'
import { multistream, type DestinationStream, type LoggerOptions } from 'pino'

/** pino's level number of errors: from it on, a line gets a reference. */
const ERROR_LEVEL = 50

/** The status of an error the client caused (400–499) that a log call carries, if any. */
function clientErrorStatus(object: unknown): number | undefined {
  const err = (object as { err?: { status?: unknown } } | null)?.err
  const status = typeof err === 'object' && err ? err.status : undefined
  return typeof status === 'number' && status >= 400 && status < 500 ? status : undefined
}

/**
 * The CMS's logger (pino) writing the same JSON lines as the server: `time`
 * as ISO, `level` by name, `msg`, the error under `err`, and a `ref` on every
 * error line.
 *
 * A refused or invalid request (an error with a 4xx status: forbidden, not
 * found, invalid data) is the client's doing, not the server's: it is logged
 * as an information line with its message and status. The CMS tells these
 * apart by error class name, which the production bundle shortens.
 */
export const jsonLogOptions: LoggerOptions = {
  base: undefined,
  messageKey: 'msg',
  timestamp: () => `,"time":"${new Date().toISOString()}"`,
  formatters: { level: (label) => ({ level: label }) },
  mixin: (_object, level) => (level >= ERROR_LEVEL ? { ref: randomUUID() } : {}),
  hooks: {
    logMethod(args, method, level) {
      const [first] = args
      const status = level >= ERROR_LEVEL ? clientErrorStatus(first) : undefined
      if (status === undefined) return method.apply(this, args)
      const { message } = (first as { err: { message?: unknown } }).err
      this.info({ status }, typeof message === 'string' ? message : 'Request refused')
    },
  },
}

/**
 * Where the CMS's lines go, as the server's: information to `out` (stdout),
 * warnings and errors to `err` (stderr), each line to one of them.
 */
export function jsonLogDestination(
  out: DestinationStream = process.stdout,
  err: DestinationStream = process.stderr,
): DestinationStream {
  return multistream(
    [
      { level: 'trace', stream: out },
      { level: 'warn', stream: err },
    ],
    { dedupe: true },
  )
}
