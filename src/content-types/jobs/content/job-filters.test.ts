import { describe, expect, it } from 'vitest'
import { jobFiltersOf, withJobFilters } from './job-filters'

const locations = ['beijing', 'singapore'] as const
const types = ['full_time', 'part_time'] as const

describe('jobFiltersOf', () => {
  it('reads the known filters of a query', () => {
    expect(jobFiltersOf('?tab=2&location=beijing&type=part_time', locations, types)).toEqual({
      location: 'beijing',
      type: 'part_time',
    })
  })
  it('shows every opening for missing, unknown or repeated garbage values', () => {
    expect(jobFiltersOf('', locations, types)).toEqual({ location: '', type: '' })
    expect(jobFiltersOf('?location=mars&type=%ff&type=x', locations, types)).toEqual({
      location: '',
      type: '',
    })
    expect(jobFiltersOf('?location=Beijing', locations, types).location).toBe('')
  })
})

describe('withJobFilters', () => {
  it('sets and removes the filters, keeping the tab', () => {
    expect(withJobFilters('?tab=2', { location: 'beijing', type: '' })).toBe(
      '?tab=2&location=beijing',
    )
    expect(
      withJobFilters('?tab=2&location=beijing&type=full_time', { location: '', type: '' }),
    ).toBe('?tab=2')
    expect(withJobFilters('', { location: '', type: '' })).toBe('')
  })
})
