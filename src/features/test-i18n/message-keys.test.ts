import { describe, expect, it } from 'vitest'
import en from '../../../messages/en.json'
import zh from '../../../messages/zh.json'
import { messageKeys, missingKeys } from './message-keys'

describe('message catalogues', () => {
  it('lists leaf keys with dots', () => {
    expect(messageKeys({ a: { b: 'x', c: { d: 'y' } }, e: 'z' })).toEqual(['a.b', 'a.c.d', 'e'])
  })
  it('reports keys missing on either side', () => {
    expect(missingKeys({ zh: { a: '1', b: '2' }, en: { a: '1', c: '3' } })).toEqual({
      zh: ['c'],
      en: ['b'],
    })
  })
  it('has every key in both languages, none empty', () => {
    expect(missingKeys({ zh, en })).toEqual({ zh: [], en: [] })
    const empty = (messages: Record<string, unknown>) =>
      messageKeys(messages).filter((key) => {
        const value = key
          .split('.')
          .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], messages)
        return typeof value !== 'string' || value.trim() === ''
      })
    expect(empty(zh)).toEqual([])
    expect(empty(en)).toEqual([])
  })
})
