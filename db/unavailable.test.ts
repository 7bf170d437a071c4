import { DrizzleQueryError } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { databaseErrorCode, isDatabaseUnavailable } from './unavailable.ts'

const coded = (code: string, message = 'failed') => Object.assign(new Error(message), { code })

describe('isDatabaseUnavailable', () => {
  it('knows a server that cannot be reached, through Drizzle’s wrapping', () => {
    const refused = coded('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')
    expect(isDatabaseUnavailable(refused)).toBe(true)
    expect(isDatabaseUnavailable(new DrizzleQueryError('select 1', [], refused))).toBe(true)
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true)
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true)
  })

  it('knows a server that is shutting down, starting or full', () => {
    for (const code of ['57P01', '57P03', '53300', '08006']) {
      expect(isDatabaseUnavailable(coded(code))).toBe(true)
    }
  })

  it('leaves a wrong query or wrong data to be a plain error', () => {
    expect(isDatabaseUnavailable(coded('23505', 'duplicate key value'))).toBe(false)
    expect(isDatabaseUnavailable(coded('42P01', 'relation does not exist'))).toBe(false)
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false)
    expect(isDatabaseUnavailable(undefined)).toBe(false)
  })
})

describe('databaseErrorCode', () => {
  it('finds the code under Drizzle’s error, never the message', () => {
    const error = new DrizzleQueryError('insert', ['kari@example.no'], coded('ECONNRESET'))
    expect(databaseErrorCode(error)).toBe('ECONNRESET')
  })
})
