import { describe, expect, it } from 'vitest'
import { isCalendarDay, outsideDateRange } from './date-range.ts'

describe('isCalendarDay', () => {
  it.each(['2024-02-29', '1900-01-01', '2100-12-31', '0000-01-01'])('takes %s', (day) =>
    expect(isCalendarDay(day)).toBe(true),
  )

  it.each(['2025-02-29', '2025-13-01', '2025-1-1', '01.01.2025', '+02025-01-01', ''])(
    'refuses %j',
    (text) => expect(isCalendarDay(text)).toBe(false),
  )
})

describe('outsideDateRange', () => {
  it('places a day against 1900-01-01 to 2100-12-31, both included', () => {
    expect(outsideDateRange('0000-01-01')).toBe('early')
    expect(outsideDateRange('1899-12-31')).toBe('early')
    expect(outsideDateRange('1900-01-01')).toBeUndefined()
    expect(outsideDateRange('2100-12-31')).toBeUndefined()
    expect(outsideDateRange('2101-01-01')).toBe('late')
    expect(outsideDateRange('9999-12-31')).toBe('late')
  })
})
