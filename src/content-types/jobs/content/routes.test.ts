import { describe, expect, it } from 'vitest'
import { jobHref, jobSegment } from './routes'

describe('job routes', () => {
  it('spell an opening, and read its id back', () => {
    expect(jobHref(3)).toBe('/profile/jobs/3')
    expect(jobSegment('/profile/jobs/3')).toBe('3')
    expect(jobSegment('/profile')).toBeUndefined()
  })
})
