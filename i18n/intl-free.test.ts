import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { osloClock, OSLO_TIME_ZONE, type OsloClock } from './dates.ts'
import { formatMonth } from './months.ts'
import { groupedNumber } from './format.ts'

/** What Intl says, the reference the hand-written formats must equal (decision 056). */
const intlClockFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: OSLO_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

function intlClock(moment: Date): OsloClock {
  const parts = intlClockFormat.formatToParts(moment)
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)!.value)
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
  }
}

const HOUR = 3_600_000

describe('the Oslo clock without Intl', () => {
  it('equals Intl at every hour from 1996 to 2045', () => {
    const wrong: string[] = []
    for (let time = Date.UTC(1996, 0, 1); time < Date.UTC(2045, 0, 1); time += HOUR) {
      const moment = new Date(time)
      const mine = osloClock(moment)
      const intl = intlClock(moment)
      if (JSON.stringify(mine) !== JSON.stringify(intl)) wrong.push(moment.toISOString())
    }
    expect(wrong).toEqual([])
  })

  it('changes at the minute the clocks change, in spring and in autumn', () => {
    // 2026: summer time from 01:00 UTC on 29 March to 01:00 UTC on 25 October.
    for (const change of [Date.UTC(2026, 2, 29, 1), Date.UTC(2026, 9, 25, 1)]) {
      for (const offset of [-60_000, -1, 0, 1, 60_000]) {
        const moment = new Date(change + offset)
        expect(osloClock(moment)).toEqual(intlClock(moment))
      }
    }
    expect(osloClock(new Date('2026-03-29T00:59:00Z'))).toMatchObject({ hour: 1, minute: 59 })
    expect(osloClock(new Date('2026-03-29T01:00:00Z'))).toMatchObject({ hour: 3, minute: 0 })
  })

  it('equals Intl at any millisecond of any year the service meets', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1996, 0, 1), max: Date.UTC(2100, 0, 1) }), (time) => {
        const moment = new Date(time)
        expect(osloClock(moment)).toEqual(intlClock(moment))
      }),
      { numRuns: 20_000 },
    )
  })
})

describe('months and numbers without Intl', () => {
  it('names each month as Intl does, in each language', () => {
    for (const [language, locale] of [
      ['nb', 'nb-NO'],
      ['nn', 'nn-NO'],
      ['en', 'en-GB'],
    ] as const) {
      const intl = new Intl.DateTimeFormat(locale, {
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      })
      for (let month = 1; month <= 12; month++) {
        const yearMonth = `2026-${String(month).padStart(2, '0')}`
        expect(formatMonth(yearMonth, language)).toBe(
          intl.format(new Date(`${yearMonth}-01T00:00:00Z`)),
        )
      }
    }
  })

  it('groups a number as Intl does in Bokmål, sign and decimals included', () => {
    const intl = new Intl.NumberFormat('nb-NO', { maximumFractionDigits: 20 })
    expect(groupedNumber(2000)).toBe('2\u00a0000')
    fc.assert(
      fc.property(
        fc.oneof(
          fc.integer(),
          fc.double({ noNaN: true, noDefaultInfinity: true }),
          fc.maxSafeInteger(),
        ),
        (value) => {
          expect(groupedNumber(value)).toBe(intl.format(value))
        },
      ),
      { numRuns: 20_000 },
    )
  })
})
