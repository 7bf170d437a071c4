import { describe, expect, it } from 'vitest'
import { describeFailure, retryDelaySeconds } from './retry.ts'

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
