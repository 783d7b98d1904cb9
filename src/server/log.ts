import { format } from 'node:util'
import { pino, type DestinationStream, type Logger } from 'pino'
import { jsonLogDestination, jsonLogOptions } from '@/lib/json-log-options'

/** The server's logger: the CMS's pino options and destinations, so every line has one format. */
export function serverLogger(destination: DestinationStream = jsonLogDestination()): Logger {
  return pino(jsonLogOptions, destination)
}

/**
 * A console call as pino's arguments: the message, and the first error under
 * `err`. An error's digest (the reference its error page shows the visitor)
 * is the line's reference, so that a report can be matched with its line.
 */
export function logArguments(args: unknown[]): [Record<string, unknown>, string] {
  const error = args.find((arg): arg is Error => arg instanceof Error)
  const rest = args.filter((arg) => !(arg instanceof Error))
  // Next.js marks its error lines with a lone "⨯": the error's message says more.
  const msg = format(...rest).replace(/^⨯\s*/, '') || (error?.message ?? '')
  if (!error) return [{}, msg]
  const { digest } = error as Error & { digest?: unknown }
  return [{ err: error, ...(typeof digest === 'string' && digest ? { ref: digest } : {}) }, msg]
}

/**
 * Routes the process's console (the framework's logs; the CMS has the same
 * logger of its own) and process warnings (a library's deprecation notice,
 * say) through `logger`, one JSON line per call.
 */
export function routeConsoleTo(logger: Logger): void {
  console.error = (...args: unknown[]) => logger.error(...logArguments(args))
  console.warn = (...args: unknown[]) => logger.warn(...logArguments(args))
  console.log = (...args: unknown[]) => logger.info(...logArguments(args))
  console.info = console.log
  process.removeAllListeners('warning')
  process.on('warning', (warning) => logger.warn(`${warning.name}: ${warning.message}`))
}
