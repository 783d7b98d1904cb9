import { describe, expect, it } from 'vitest'
import { agentAppUrl } from './agent-app'

describe('agentAppUrl', () => {
  it('appends lang to every path', () => {
    expect(agentAppUrl('https://agent.example.com', 'reasoning', 'en')).toBe(
      'https://agent.example.com/deepseek?lang=en',
    )
    expect(agentAppUrl('https://agent.example.com', 'medical', 'zh')).toBe(
      'https://agent.example.com/?lang=zh',
    )
  })
  it('encodes the question and cannot be steered to another host', () => {
    const url = new URL(
      agentAppUrl('https://agent.example.com', 'home', 'zh', {
        q: '//evil.example.net\r\n&lang=en',
      }),
    )
    expect(url.host).toBe('agent.example.com')
    expect(url.searchParams.get('q')).toBe('//evil.example.net\r\n&lang=en')
    expect(url.searchParams.getAll('lang')).toEqual(['zh'])
  })
})
