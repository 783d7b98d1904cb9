import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test } from './fixtures'
import { startInstance, type Instance } from './instance'

// Share cards are kept for good beside the media: an instance started later
// (a restart, another instance sharing the media) answers a card drawn
// before without drawing it again.
const mediaDir = mkdtempSync(path.join(tmpdir(), 'site-cards-'))
let instance: Instance | undefined

test.afterAll(async () => {
  await instance?.close()
  rmSync(mediaDir, { recursive: true, force: true })
})

/** The share card the home page names, asked twice: how each answer came. */
async function homeCard(origin: string): Promise<{ path: string; answers: string[] }> {
  const html = await (await fetch(`${origin}/`)).text()
  const card = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1]
  expect(card).toBeTruthy()
  const cardPath = new URL(card!).pathname
  const answers: string[] = []
  for (let ask = 0; ask < 2; ask++) {
    const response = await fetch(`${origin}${cardPath}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/png')
    await response.arrayBuffer()
    answers.push(response.headers.get('x-share-card') ?? '')
  }
  return { path: cardPath, answers }
}

test('a card drawn once is kept beside the media: a later instance answers it without drawing', async () => {
  test.setTimeout(120_000)
  instance = await startInstance({ MEDIA_DIR: mediaDir })
  const first = await homeCard(instance.origin)
  expect(first.answers).toEqual(['drawn', 'kept'])
  await instance.close()

  instance = await startInstance({ MEDIA_DIR: mediaDir })
  const again = await homeCard(instance.origin)
  expect(again.path).toBe(first.path)
  expect(again.answers).toEqual(['kept', 'kept'])
})
