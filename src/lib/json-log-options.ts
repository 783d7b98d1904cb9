import { randomUUID } from 'node:crypto'
import type { LoggerOptions } from 'pino'

/** pino's level number of errors: from it on, a line gets a reference. */
const ERROR_LEVEL = 50

/**
 * The CMS's logger (pino) writing the same JSON lines as the server: `time`
 * as ISO, `level` by name, `msg`, the error under `err`, and a `ref` on every
 * error line.
 */
export const jsonLogOptions: LoggerOptions = {
  base: undefined,
  messageKey: 'msg',
  timestamp: () => `,"time":"${new Date().toISOString()}"`,
  formatters: { level: (label) => ({ level: label }) },
  mixin: (_object, level) => (level >= ERROR_LEVEL ? { ref: randomUUID() } : {}),
}
