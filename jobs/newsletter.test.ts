import { describe, expect, it } from 'vitest'
import { newsletterDuePeriod } from './newsletter.ts'

describe('when the newsletter is due', () => {
  it.each([
    // 1 November 2026: winter time, Oslo is UTC+1.
    ['2026-11-01T05:59:00Z', undefined],
    ['2026-11-01T06:00:00Z', '2026-10'],
    ['2026-11-04T22:59:00Z', '2026-10'],
    ['2026-11-04T23:00:00Z', undefined],
    ['2026-11-20T12:00:00Z', undefined],
    // 1 July 2026: summer time, UTC+2; 22:30 UTC on 30 June is already 1 July in Oslo.
    ['2026-06-30T22:30:00Z', undefined],
    ['2026-07-01T05:00:00Z', '2026-06'],
    // January's letter is about December of the year before.
    ['2027-01-01T06:00:00Z', '2026-12'],
  ])('at %s: %s', (moment, period) => {
    expect(newsletterDuePeriod(new Date(moment))).toBe(period)
  })
})
