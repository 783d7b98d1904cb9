import { APIError } from 'payload'

/**
 * An error whose message the API shows to the client, with its status.
 * The name is set by hand: Payload reads the class name, which minification
 * of the server bundle erases, and then answers "An unknown error occurred."
 */
export function publicError(message: string, status: number): Error {
  const error = new APIError(message, status, undefined, true)
  error.name = 'APIError'
  return error
}
