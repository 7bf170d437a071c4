import { describe, expect, it } from 'vitest'
import { formatReportDate, parseReportDate } from './report-date.ts'

describe('parseReportDate', () => {
  it('reads dd.mm.åååå and ISO dates', () => {
    expect(parseReportDate('24.12.2025')).toBe('2025-12-24')
    expect(parseReportDate('1.2.2025')).toBe('2025-02-01')
    expect(parseReportDate(' 2025-12-24 ')).toBe('2025-12-24')
  })

  it.each(['31.02.2025', '29.02.2025', '2025-13-01', '24/12/2025', '24.12.25', ''])(
    'refuses %j',
    (text) => expect(parseReportDate(text)).toBeUndefined(),
  )

  // Whether the day is in the service's range is the schema's check (pastDate), with its text.
  it('reads a real day outside the range', () => {
    expect(parseReportDate('01.01.1899')).toBe('1899-01-01')
    expect(parseReportDate('01.01.0000')).toBe('0000-01-01')
  })

  it('accepts a leap day', () => expect(parseReportDate('29.02.2024')).toBe('2024-02-29'))
})

describe('formatting', () => {
  it('shows dates as the spec does', () => {
    expect(formatReportDate('2025-03-07')).toBe('07.03.2025')
  })
})
