import type { AfterErrorHook } from 'payload'

type FieldError = { path?: unknown; message?: unknown; label?: unknown }

/** The field errors a validation error carries, when it is one. */
function fieldErrors(error: Error): FieldError[] | undefined {
  const data = (error as { data?: { errors?: unknown } }).data
  return Array.isArray(data?.errors) ? (data.errors as FieldError[]) : undefined
}

/**
 * Gives a refused save its field errors back. Payload formats a validation
 * error with its fields only when the error is an instance of its own class;
 * in the production build the class the fields were checked with is another
 * copy, so the answer kept just the summary ("invalid: From, To") and the
 * admin showed a toast with nothing marked at the fields. With the errors the
 * admin marks each field and shows its reason.
 */
export const keepFieldErrors: AfterErrorHook = ({ error, result }) => {
  const errors = fieldErrors(error)
  if (!errors || !result || result.errors.some((entry) => entry.data)) return
  return {
    response: {
      ...result,
      errors: [
        {
          name: 'ValidationError',
          message: error.message,
          data: {
            errors: errors.map(({ path, message, label }) => ({ path, message, label })),
          },
        },
      ],
    },
  }
}
