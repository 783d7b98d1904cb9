import { describe, expect, it } from 'vitest'
import { keepFieldErrors } from './validation-errors'

const validationError = Object.assign(new Error('以下字段是无效的： 原路径'), {
  status: 400,
  data: {
    collection: 'redirects',
    errors: [{ path: 'from', label: '原路径', message: '请以一个 / 开头，不要有空格。' }],
  },
})

describe('keepFieldErrors', () => {
  it('gives an answer without field errors the errors of the validation', () => {
    const result = keepFieldErrors({
      error: validationError,
      result: { errors: [{ message: validationError.message }] },
      context: {},
      req: {} as never,
    })
    expect(result).toEqual({
      response: {
        errors: [
          {
            name: 'ValidationError',
            message: '以下字段是无效的： 原路径',
            data: {
              errors: [{ path: 'from', label: '原路径', message: '请以一个 / 开头，不要有空格。' }],
            },
          },
        ],
      },
    })
  })

  it('leaves other errors, and answers that have their fields, alone', () => {
    const plain = { errors: [{ message: 'Not Found' }] }
    expect(
      keepFieldErrors({
        error: new Error('Not Found'),
        result: plain,
        context: {},
        req: {} as never,
      }),
    ).toBeUndefined()
    const complete = { errors: [{ message: 'x', data: { errors: [] } }] }
    expect(
      keepFieldErrors({ error: validationError, result: complete, context: {}, req: {} as never }),
    ).toBeUndefined()
  })
})
