import { describe, expect, it } from 'vitest'
import { readEnv } from './env.ts'

describe('readEnv', () => {
  it('runs on the embedded database with demo data when nothing is set', () => {
    const env = readEnv({})
    expect(env).toMatchObject({
      NODE_ENV: 'development',
      PORT: 3000,
      DATA_DIR: './data',
      DEMO_DATA: true,
    })
    expect(env.DATABASE_URL).toBeUndefined()
  })

  it('seeds no demo data into a real PostgreSQL unless asked', () => {
    expect(readEnv({ DATABASE_URL: 'postgres://db/fp' }).DEMO_DATA).toBe(false)
    expect(readEnv({ DATABASE_URL: 'postgres://db/fp', DEMO_DATA: 'true' }).DEMO_DATA).toBe(true)
  })

  it('treats an empty optional value as unset', () => {
    const env = readEnv({ WARNING_BANNER: '  ', DATABASE_URL: '' })
    expect(env.WARNING_BANNER).toBeUndefined()
    expect(env.DATABASE_URL).toBeUndefined()
    expect(env.DEMO_DATA).toBe(true)
  })

  it('sends no mail but keeps it when no SMTP server is given, polling every five seconds', () => {
    const env = readEnv({})
    expect(env.SMTP_URL).toBeUndefined()
    expect(env.MAIL_FROM).toBe('Farlige produkter <ikke-svar@farligeprodukter.example.no>')
    expect(env.MAIL_POLL_SECONDS).toBe(5)
    expect(() => readEnv({ MAIL_POLL_SECONDS: '0' })).toThrow(/MAIL_POLL_SECONDS/)
  })

  it('names the setting that is wrong', () => {
    expect(() => readEnv({ PORT: 'tre tusen' })).toThrow(/PORT/)
    expect(() => readEnv({ DEMO_DATA: 'ja' })).toThrow(/DEMO_DATA/)
  })
})
