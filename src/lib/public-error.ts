import { APIError } from 'payload'

/**
 * The name of the errors that refuse what a client asked (a stale save, a
 * medium in use, too many sign-ins): answered with their status and message,
 * and logged as information, not as errors, since nothing is broken.
 */
export const REFUSAL = 'Refusal'

/**
 * An error whose message the API shows to the client, with its status.
 * The name is set by hand: Payload reads it to pick the log level, and
 * minification of the server bundle would erase the class name.
 */
export function publicError(message: string, status: number): Error {
  const error = new APIError(message, status, undefined, true)
  error.name = REFUSAL
  return error
}
