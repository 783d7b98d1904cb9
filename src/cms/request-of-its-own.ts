import type { PayloadRequest } from 'payload'

/**
 * A request of its own for a nested operation: the same user, transaction
 * and headers, with its own locale (an operation sets the locale it is asked
 * for on the request it is given, and a read of every language would leave
 * the save that asked for it writing "all") and no uploaded file. A copy,
 * not a prototype chain: Node.js 24's fetch classes refuse their getters
 * (`headers`) to any other object.
 */
export const requestOfItsOwn = (req: PayloadRequest): PayloadRequest => ({
  ...req,
  headers: req.headers,
  file: undefined,
})
