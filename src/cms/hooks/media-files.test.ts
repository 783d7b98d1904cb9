import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { AfterErrorHookArgs, PayloadRequest } from 'payload'
import { afterAll, describe, expect, it } from 'vitest'
import { answerMissingLocalFile, unknownFileIsNotFound } from './media-files'

const folder = mkdtempSync(path.join(tmpdir(), 'media-files-'))
writeFileSync(path.join(folder, 'cover.webp'), 'x')
afterAll(() => rmSync(folder, { recursive: true, force: true }))

const ask = (handler: ReturnType<typeof answerMissingLocalFile>, filename: string) =>
  handler({} as PayloadRequest, {
    doc: undefined as never,
    headers: new Headers(),
    params: { collection: 'media', filename },
  })

describe('answerMissingLocalFile', () => {
  it('lets the CMS serve a file that is on disk', async () => {
    expect(await ask(answerMissingLocalFile(folder, true), 'cover.webp')).toBeUndefined()
  })
  it('answers 404 for a name that is not there, or outside the folder', async () => {
    for (const name of ['missing.webp', '../outside.webp', path.basename(folder)]) {
      const answer = await ask(answerMissingLocalFile(folder, true), name)
      expect(answer, name).toBeInstanceOf(Response)
      expect((answer as Response).status).toBe(404)
    }
  })
  it('steps aside for object storage', async () => {
    expect(await ask(answerMissingLocalFile(folder, false), 'missing.webp')).toBeUndefined()
  })
})

describe('unknownFileIsNotFound', () => {
  const args = (status: number, filename?: string) =>
    ({
      error: Object.assign(new Error('refused'), { status }),
      req: { routeParams: filename ? { filename } : {} },
      context: {},
    }) as unknown as AfterErrorHookArgs
  it('turns a refused file name into 404', () => {
    expect(unknownFileIsNotFound(args(403, 'gone.webp'))).toEqual({
      status: 404,
      response: { errors: [{ message: 'Not Found' }] },
    })
  })
  it('leaves other refusals and errors alone', () => {
    expect(unknownFileIsNotFound(args(403))).toBeUndefined()
    expect(unknownFileIsNotFound(args(500, 'x.webp'))).toBeUndefined()
  })
})
