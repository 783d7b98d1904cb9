import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { timeZone } from '../src/i18n/locales'
import {
  formatDateFiles,
  payloadUiDist,
  schemaMapFile,
  withDefaultZone,
  withSchemaMapPerLanguage,
} from './patch-admin'

const minified =
  'var a=1;var zr=({date:t,i18n:e,pattern:o,timezone:n})=>{let r=new ao(new Date(t));if(n){}};'
const written =
  'export const formatDate = ({\n  date,\n  i18n,\n  pattern,\n  timezone\n}) => {\n  const theDate = 1\n}'

describe('withDefaultZone', () => {
  it('gives the minified function the zone as its default', () => {
    expect(withDefaultZone(minified, 'Asia/Shanghai')).toBe(
      'var a=1;var zr=({date:t,i18n:e,pattern:o,timezone:n = "Asia/Shanghai"})=>{let r=new ao(new Date(t));if(n){}};',
    )
  })

  it('gives the written function the zone as its default', () => {
    expect(withDefaultZone(written, 'Asia/Shanghai')).toContain(
      '  timezone = "Asia/Shanghai"\n}) => {',
    )
  })

  it('changes nothing the second time', () => {
    const once = withDefaultZone(minified, 'Asia/Shanghai')
    expect(withDefaultZone(once, 'Asia/Shanghai')).toBe(once)
  })

  it('stops when the function is not there exactly once', () => {
    expect(() => withDefaultZone('var a=1', 'Asia/Shanghai')).toThrow('found 0 times')
    expect(() => withDefaultZone(minified + minified, 'Asia/Shanghai')).toThrow('found 2 times')
  })
})

describe('the installed admin', () => {
  const dist = payloadUiDist()

  it.each(formatDateFiles)('writes times in the company zone by default (%s)', (file) => {
    const text = readFileSync(path.join(dist, file), 'utf8')
    expect(withDefaultZone(text, timeZone) === text, `${file} already gives the zone`).toBe(true)
  })

  it('formats a time without a zone in the company zone', async () => {
    const { formatDate } = await import('@payloadcms/ui/shared')
    const { importDateFNSLocale } = await import('@payloadcms/translations')
    const i18n = {
      dateFNS: await importDateFNSLocale('en-US'),
      t: (key: string) => key,
    } as unknown as Parameters<typeof formatDate>[0]['i18n']
    expect(
      formatDate({ date: '2026-11-29T09:28:00.000Z', i18n, pattern: 'yyyy-MM-dd HH:mm O' }),
    ).toBe('2026-11-29 17:28 GMT+8')
  })
})

describe('withSchemaMapPerLanguage', () => {
  const written =
    'export const getClientSchemaMap = cache(args => {\n  const cacheKey = collectionSlug || globalSlug || `widget:${widgetSlug}`;\n})'

  it('keeps the fields drawn on the server per language, once', () => {
    const once = withSchemaMapPerLanguage(written)
    expect(once).toContain('}:${i18n?.language}`;')
    expect(withSchemaMapPerLanguage(once)).toBe(once)
    expect(() => withSchemaMapPerLanguage('const other = 1')).toThrow('found 0 times')
  })

  it('is made in the installed admin', () => {
    const text = readFileSync(path.join(payloadUiDist(), schemaMapFile), 'utf8')
    expect(withSchemaMapPerLanguage(text) === text, 'already per language').toBe(true)
  })
})
