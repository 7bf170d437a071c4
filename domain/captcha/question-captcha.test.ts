import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../db/connection.ts'
import { testCaptcha } from '../../tests/support/test-app.ts'
import { createTestDatabase } from '../../tests/support/test-database.ts'
import { newQuestion, verifyQuestion } from './question-captcha.ts'

let database: Database

beforeAll(async () => {
  database = await createTestDatabase()
})

afterAll(async () => {
  await database?.close()
})

const verify = (token: string | undefined, answer: string | undefined, now?: number) =>
  verifyQuestion(database.db, testCaptcha, token, answer, now)

describe('verifyQuestion', () => {
  it('accepts the right sum once, and refuses it the second time', async () => {
    const { a, b, token } = newQuestion(testCaptcha)
    expect(await verify(token, ` ${a + b} `)).toEqual({ ok: true })
    expect(await verify(token, String(a + b))).toEqual({ ok: false, reason: 'reused' })
  })

  it('refuses a wrong or missing answer', async () => {
    const { a, b, token } = newQuestion(testCaptcha)
    expect(await verify(token, String(a + b + 1))).toEqual({ ok: false, reason: 'invalid' })
    expect(await verify(token, '')).toEqual({ ok: false, reason: 'missing' })
    expect(await verify(undefined, '3')).toEqual({ ok: false, reason: 'missing' })
  })

  it('refuses a question whose numbers were changed, or signed with another secret', async () => {
    const { a, b, token } = newQuestion(testCaptcha)
    const [, , ...rest] = token.split('.')
    // One number raised, so the changed question never equals the signed one (a fixed 1 + 1
    // did when the question drawn was 1 + 1: one run in 81).
    expect(await verify([String(a + 1), String(b), ...rest].join('.'), String(a + 1 + b))).toEqual({
      ok: false,
      reason: 'invalid',
    })
    const foreign = newQuestion({ ...testCaptcha, secret: 'another secret' })
    expect(await verify(foreign.token, String(foreign.a + foreign.b))).toEqual({
      ok: false,
      reason: 'invalid',
    })
  })

  it('refuses an answer after the question has expired', async () => {
    const { a, b, token } = newQuestion(testCaptcha)
    const later = Date.now() + (testCaptcha.validSeconds + 1) * 1000
    expect(await verify(token, String(a + b), later)).toEqual({ ok: false, reason: 'expired' })
  })
})
