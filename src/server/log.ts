import { randomUUID } from 'node:crypto'
import { format } from 'node:util'

type Level = 'info' | 'warn' | 'error'

type ErrorFields = { name: string; message: string; stack?: string; code?: unknown }

function errorFields(error: Error): ErrorFields {
  const { code } = error as Error & { code?: unknown }
  return { name: error.name, message: error.message, stack: error.stack, code }
}

/** The reference of an error: the digest the error page shows, or a new one. */
function referenceOf(errors: Error[]): string | undefined {
  for (const error of errors) {
    const { digest } = error as Error & { digest?: unknown }
    if (typeof digest === 'string' && digest) return digest
  }
  return errors.length > 0 ? randomUUID() : undefined
}

/**
 * One log line as JSON: time, level, message, and for errors a reference (the
 * digest that the error page shows the visitor, so a report can be matched
 * with its line) and the error with its cause.
 */
export function logLine(level: Level, args: unknown[], now = new Date()): string {
  const errors = args.filter((arg): arg is Error => arg instanceof Error)
  const rest = args.filter((arg) => !(arg instanceof Error))
  const [first] = errors
  const cause = first?.cause instanceof Error ? errorFields(first.cause) : undefined
  const line: Record<string, unknown> = {
    time: now.toISOString(),
    level,
    // Next.js marks its error lines with a lone "⨯": the error's message says more.
    msg: format(...rest).replace(/^⨯\s*/, '') || (first?.message ?? ''),
  }
  const ref = referenceOf(errors)
  if (ref) line.ref = ref
  if (first) line.error = { ...errorFields(first), cause }
  return JSON.stringify(line)
}

/**
 * Routes the process's console (the framework's and the CMS's logs included)
 * through `logLine`, one JSON line per call: errors and warnings to stderr,
 * the rest to stdout. Process warnings (a library's deprecation notice, say)
 * become warning lines too, instead of Node's own text through `console.error`.
 */
export function installJsonConsole(): void {
  const write =
    (level: Level, stream: NodeJS.WriteStream) =>
    (...args: unknown[]) => {
      stream.write(`${logLine(level, args)}\n`)
    }
  console.error = write('error', process.stderr)
  console.warn = write('warn', process.stderr)
  console.log = write('info', process.stdout)
  console.info = write('info', process.stdout)
  process.removeAllListeners('warning')
  process.on('warning', (warning) => {
    console.warn(`${warning.name}: ${warning.message}`)
  })
}
