import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../db/connection.ts'
import { solveCaptcha, wrongAnswer } from '../../tests/support/captcha.ts'
import { testCaptcha } from '../../tests/support/test-app.ts'
import { createTestDatabase } from '../../tests/support/test-database.ts'
import { forgetExpiredCaptchas, newChallenge, verifyCaptcha } from './captcha.ts'

let database: Database

beforeAll(async () => {
  database = await createTestDatabase()
})

afterAll(async () => {
  await database?.close()
})

const verify = (token: string | undefined, settings = testCaptcha) =>
  verifyCaptcha(database.db, settings, token)

function repack(
  token: string,
  change: (payload: { challenge: { parameters: { expiresAt: number } } }) => void,
) {
  const payload = JSON.parse(Buffer.from(token, 'base64').toString('utf8'))
  change(payload)
  return Buffer.from(JSON.stringify(payload)).toString('base64')
}

describe('verifyCaptcha', () => {
  it('accepts a solved challenge once, and refuses it the second time', async () => {
    const token = await solveCaptcha(await newChallenge(testCaptcha))
    expect(await verify(token)).toEqual({ ok: true })
    expect(await verify(token)).toEqual({ ok: false, reason: 'reused' })
  })

  it('refuses a missing or garbled token', async () => {
    expect(await verify(undefined)).toEqual({ ok: false, reason: 'missing' })
    expect(await verify('  ')).toEqual({ ok: false, reason: 'missing' })
    expect(await verify('bm90IGpzb24=')).toEqual({ ok: false, reason: 'invalid' })
  })

  it('refuses a wrong answer', async () => {
    const token = await solveCaptcha(await newChallenge(testCaptcha))
    expect(await verify(wrongAnswer(token))).toEqual({ ok: false, reason: 'invalid' })
  })

  it('refuses a challenge signed with another secret', async () => {
    const forged = await solveCaptcha(await newChallenge({ ...testCaptcha, secret: 'guess' }))
    expect(await verify(forged)).toEqual({ ok: false, reason: 'invalid' })
  })

  it('refuses a challenge whose expiry was moved', async () => {
    const token = await solveCaptcha(await newChallenge(testCaptcha))
    const stretched = repack(token, (payload) => {
      payload.challenge.parameters.expiresAt += 3600
    })
    expect(await verify(stretched)).toEqual({ ok: false, reason: 'invalid' })
  })

  it('refuses an expired challenge', async () => {
    const token = await solveCaptcha(await newChallenge({ ...testCaptcha, validSeconds: 1 }))
    await new Promise((resolve) => setTimeout(resolve, 2100))
    expect(await verify(token)).toEqual({ ok: false, reason: 'expired' })
  })

  it('forgets used solutions once they have expired, and only those', async () => {
    const token = await solveCaptcha(await newChallenge(testCaptcha))
    expect(await verify(token)).toEqual({ ok: true })
    expect(await forgetExpiredCaptchas(database.db)).toBe(0)
    const inAnHour = new Date(Date.now() + 3_600_000)
    expect(await forgetExpiredCaptchas(database.db, inAnHour)).toBeGreaterThanOrEqual(1)
  })
})
