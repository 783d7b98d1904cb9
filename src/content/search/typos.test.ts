import { describe, expect, it } from 'vitest'
import { oneEditAway } from './typos'

describe('oneEditAway', () => {
  it('gives every word one letter left out, added, changed or swapped away', () => {
    const near = oneEditAway('retial')
    expect(near).toContain('retail') // swapped
    expect(near).toContain('retal') // left out
    expect(near).toContain('retiail') // added
    expect(near).toContain('recial') // changed
    expect(near).not.toContain('retial')
    expect(near).not.toContain('ratail') // two edits
  })
})
