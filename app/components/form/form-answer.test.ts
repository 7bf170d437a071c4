import { describe, expect, it } from 'vitest'
import { formAnswer, formPageHeaders } from './form-answer.ts'

describe('formAnswer', () => {
  it('answers 200 when done, 400 when a field failed, 429 with Retry-After when refused', () => {
    expect(formAnswer({ ok: true }).init).toEqual({ status: 200 })
    expect(formAnswer({ ok: false }).init).toEqual({ status: 400 })
    const refused = formAnswer({ ok: false, retryAfterSeconds: 42 })
    expect(refused.init?.status).toBe(429)
    expect(new Headers(refused.init?.headers).get('Retry-After')).toBe('42')
  })
})

describe('formPageHeaders', () => {
  const page = (actionHeaders: HeadersInit) =>
    new Headers(
      formPageHeaders({
        parentHeaders: new Headers({ 'X-Parent': 'kept' }),
        actionHeaders: new Headers(actionHeaders),
        loaderHeaders: new Headers(),
        errorHeaders: undefined,
      }),
    )

  it('passes an action’s Retry-After on to the page, with the parent’s headers', () => {
    const headers = page({ 'Retry-After': '42' })
    expect(headers.get('Retry-After')).toBe('42')
    expect(headers.get('X-Parent')).toBe('kept')
  })

  it('adds nothing when the action gave no Retry-After', () => {
    expect(page({}).has('Retry-After')).toBe(false)
  })
})
