import { describe, expect, it } from 'vitest'
import { tsvectorText } from './store'

describe('tsvectorText', () => {
  it('gives each term its positions, the title weighing most', () => {
    expect(tsvectorText(['语音', '病历'], ['病历', '医院', '病历'])).toBe(
      "'语音':1A '病历':2A,3,5 '医院':4",
    )
  })

  it('keeps positions within what PostgreSQL takes and nothing that would end a lexeme', () => {
    const many = Array.from({ length: 20_000 }, (_, index) => `w${index % 3}`)
    const text = tsvectorText([], many)
    expect(text).not.toMatch(/16384/)
    expect(text.split(' ')).toHaveLength(3)
    expect(tsvectorText(["it's"], [])).toBe("'its':1A")
  })
})
