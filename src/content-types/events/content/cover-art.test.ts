import { describe, expect, it } from 'vitest'
import { drawnCoverArt } from '@/content/types'
import { subjectName } from '@/content/share-cards/model'
import { eventArt, eventCoverArt, eventCoverHref } from './cover-art'

describe('events’ drawn covers', () => {
  it('name an event by its id, and are served from the list of types', () => {
    const href = eventCoverHref(12)
    expect(href).toMatch(/^\/covers\/event-12\.\d+\.svg$/)
    const file = href.slice('/covers/'.length)
    expect(eventCoverArt(file)).toEqual(eventArt(12))
    expect(drawnCoverArt(file)).toEqual(eventArt(12))
  })

  it('stand on the art of the event’s share card', () => {
    expect(eventArt(12).seed).toBe(subjectName({ kind: 'event', id: 12 }))
  })

  it('no name but their own form names one', () => {
    for (const file of [
      'event-0.1.svg',
      'event-012.1.svg',
      'event-12.2.svg',
      'event-12.1.png',
      'event-12.svg',
      'event-12.company.1.svg',
      'event-12345678901.1.svg',
      '',
    ]) {
      expect(eventCoverArt(file), file).toBeNull()
      expect(drawnCoverArt(file), file).toBeNull()
    }
  })
})
