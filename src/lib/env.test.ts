import { describe, expect, it } from 'vitest'
import { agentAppOrigin, isPostgres, parseEnv } from './env'

describe('parseEnv', () => {
  it('needs nothing on a fresh machine', () => {
    const env = parseEnv({})
    expect(env.DATABASE_URL).toBe('file:./data/site.db')
    expect(env.SITE_URL).toBe('http://localhost:3000')
    expect(env.APP_ENV).toBe('development')
    expect(isPostgres(env)).toBe(false)
  })
  it('treats empty values as unset', () => {
    expect(parseEnv({ AGENT_APP_URL: '', PAYLOAD_SECRET: '' }).AGENT_APP_URL).toBeUndefined()
  })
  it('recognises PostgreSQL URLs', () => {
    expect(isPostgres(parseEnv({ DATABASE_URL: 'postgres://u@127.0.0.1:5432/db' }))).toBe(true)
  })
  it('says which variable is wrong and how', () => {
    expect(() => parseEnv({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL must start with/)
    expect(() => parseEnv({ PAYLOAD_SECRET: 'short' })).toThrow(/PAYLOAD_SECRET/)
    expect(() => parseEnv({ SITE_URL: 'not a url' })).toThrow(/SITE_URL/)
  })
  it('needs one admin secret for every instance once they share a cache', () => {
    expect(() => parseEnv({ REDIS_URL: 'redis://cache:6379' })).toThrow(/PAYLOAD_SECRET/)
    const secret = 'x'.repeat(32)
    expect(parseEnv({ REDIS_URL: 'redis://cache:6379', PAYLOAD_SECRET: secret }).REDIS_URL).toBe(
      'redis://cache:6379',
    )
  })
  it('chooses the agent app host by run environment unless configured', () => {
    expect(agentAppOrigin(parseEnv({ APP_ENV: 'test' }))).toBe('https://agent-test.example.com')
    expect(agentAppOrigin(parseEnv({ NODE_ENV: 'production' }))).toBe('https://agent.example.com')
    expect(agentAppOrigin(parseEnv({ AGENT_APP_URL: 'https://a.example.org/' }))).toBe(
      'https://a.example.org',
    )
  })
})
