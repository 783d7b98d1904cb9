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
  // Without terminal colours (Next.js colours its marker).
  // eslint-disable-next-line no-control-regex
  const plain = format(...rest).replace(/\u001b\[[0-9;]*m/g, '')
  const msg = plain.replace(/^⨯\s*/, '') || (error?.message ?? '')
  if (!error) return [{}, msg]
  const { digest } = error as Error & { digest?: unknown }
  return [{ err: error, ...(typeof digest === 'string' && digest ? { ref: digest } : {}) }, msg]
}

/**
 * What Next.js reports as an error but is a client's doing: a client that
 * hung up while its request's body was still arriving (Node's `aborted`).
 * (Image URLs naming no file never reach it: the request guard refuses
 * `/_next/image`.)
 */
export function isClientFault(error?: Error): boolean {
  return error?.message === 'aborted'
}

/**
 * Keeps the server serving when what reads its output goes away (a closed
 * pipe: EPIPE): its lines are dropped from then on. Unheard, a failed write
 * is an uncaught error, which the framework logs, which fails again: the
 * server spun at full CPU, answered no request and ignored SIGTERM.
 */
export function dropLinesOnClosedOutput(
  streams: NodeJS.WritableStream[] = [process.stdout, process.stderr],
): void {
  for (const stream of streams) stream.on('error', () => {})
}

/**
 * Routes the process's console (the framework's logs; the CMS has the same
 * logger of its own) and process warnings (a library's deprecation notice,
 * say) through `logger`, one JSON line per call.
 */
export function routeConsoleTo(logger: Logger): void {
  console.error = (...args: unknown[]) => {
    const [fields, msg] = logArguments(args)
    if (isClientFault(fields.err as Error | undefined)) logger.info(fields, msg)
    else logger.error(fields, msg)
  }
  console.warn = (...args: unknown[]) => logger.warn(...logArguments(args))
  console.log = (...args: unknown[]) => logger.info(...logArguments(args))
  console.info = console.log
  process.removeAllListeners('warning')
  process.on('warning', (warning) => logger.warn(`${warning.name}: ${warning.message}`))
}
