import { describe, expect, it } from 'vitest'
import { describeFailure, isPermanentRefusal, retryDelaySeconds } from './retry.ts'

describe('retryDelaySeconds', () => {
  it('waits a minute, then twice as long each time, at most an hour', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 50].map((attempt) => retryDelaySeconds(attempt))).toEqual([
      60, 120, 240, 480, 960, 1920, 3600, 3600, 3600,
    ])
  })

  it('follows a policy of its own', () => {
    expect(retryDelaySeconds(3, { baseSeconds: 1, maxSeconds: 3 })).toBe(3)
    expect(retryDelaySeconds(2, { baseSeconds: 1, maxSeconds: 3 })).toBe(2)
  })
})

describe('describeFailure', () => {
  it('keeps the codes and takes every address out', () => {
    const error = Object.assign(
      new Error(
        "Can't send mail - all recipients were rejected: 550 5.1.1 <ola@example.no>: no such user",
      ),
      { code: 'EENVELOPE', responseCode: 550 },
    )
    const text = describeFailure(error, 'ola@example.no')
    expect(text).toMatch(/^EENVELOPE 550 Can't send mail/)
    expect(text).not.toMatch(/ola|@/)
  })

  it('takes out a recipient that does not look like an address, and stays short', () => {
    expect(describeFailure(new Error('rejected "Ola Nordmann"'), '"Ola Nordmann"')).toBe(
      'rejected <adresse>',
    )
    expect(describeFailure(new Error('x'.repeat(1000)), 'a@b.no')).toHaveLength(300)
  })
})

describe('isPermanentRefusal', () => {
  const refusal = (responseCode: number, response: string) =>
    Object.assign(new Error(`Can't send mail - all recipients were rejected: ${response}`), {
      code: 'EENVELOPE',
      responseCode,
      response,
    })

  it('gives up on an address or a message the receiver refuses for good', () => {
    expect(isPermanentRefusal(refusal(550, '550 5.1.1 <x@example.no>: User unknown'))).toBe(true)
    expect(isPermanentRefusal(refusal(553, '553 5.1.3 Bad recipient address syntax'))).toBe(true)
    expect(isPermanentRefusal(refusal(550, '550 5.2.1 Mailbox disabled'))).toBe(true)
    expect(isPermanentRefusal(refusal(552, '552 5.3.4 Message too big'))).toBe(true)
  })

  it('keeps trying what may be passing, or our own configuration', () => {
    expect(isPermanentRefusal(refusal(451, '451 4.3.0 Try again later'))).toBe(false)
    expect(isPermanentRefusal(refusal(550, '550 5.7.1 Relaying denied'))).toBe(false)
    expect(isPermanentRefusal(refusal(530, '530 5.7.0 Authentication required'))).toBe(false)
    expect(isPermanentRefusal(refusal(550, '550 Rejected'))).toBe(false)
    expect(
      isPermanentRefusal(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNECTION' })),
    ).toBe(false)
    expect(isPermanentRefusal(undefined)).toBe(false)
  })
})
