import { describe, expect, it } from 'vitest'
import { formatDate, formatDateTime, osloClock, osloIsoDay } from './dates.ts'
import { chooseLanguage, messagesFor } from './language.ts'

const request = (path: string, cookie?: string) =>
  new Request(`http://localhost${path}`, { headers: cookie ? { cookie } : {} })

describe('chooseLanguage', () => {
  it('is Bokmål by default', () => {
    expect(chooseLanguage(request('/'))).toEqual({ lang: 'nb', setCookie: null })
  })

  it('takes ?lang= and remembers it in a cookie', () => {
    const choice = chooseLanguage(request('/?lang=nn', 'lang=en'))
    expect(choice.lang).toBe('nn')
    expect(choice.setCookie).toMatch(/^lang=nn; Path=\/; Max-Age=\d+; SameSite=Lax$/)
  })

  it('reads the cookie among others', () => {
    expect(chooseLanguage(request('/', 'a=1; lang=en; b=2')).lang).toBe('en')
  })

  it('ignores languages it does not have', () => {
    expect(chooseLanguage(request('/?lang=sv', 'lang=de'))).toEqual({ lang: 'nb', setCookie: null })
  })
})

describe('messagesFor', () => {
  it('gives each language its own texts', () => {
    expect(messagesFor('nb').shell.nav.about).toBe('Om nettstedet')
    expect(messagesFor('nn').shell.nav.about).toBe('Om nettstaden')
    expect(messagesFor('en').shell.nav.about).toBe('About this site')
  })
})

describe('formatDate', () => {
  it('gives the Oslo calendar day as dd.MM.yyyy', () => {
    expect(formatDate(new Date('2026-12-31T23:30:00.000Z'))).toBe('01.01.2027')
    expect(formatDate('ikke en dato')).toBe('ikke en dato')
  })
})

describe('formatDateTime', () => {
  it('shows Norwegian wall-clock time as dd.MM.yyyy HH:mm', () => {
    expect(formatDateTime('2026-11-01T12:05:00.000Z')).toBe('01.11.2026 13:05')
    expect(formatDateTime('2026-07-01T22:30:00.000Z')).toBe('02.07.2026 00:30')
  })
})

describe('osloIsoDay', () => {
  it('is the Norwegian date, which is a day ahead of UTC just after midnight', () => {
    expect(osloIsoDay(new Date('2025-12-31T23:30:00Z'))).toBe('2026-01-01')
    expect(osloIsoDay(new Date('2025-06-30T21:59:00Z'))).toBe('2025-06-30')
  })
})

describe('osloClock', () => {
  it('reads the Oslo clock, summer time included', () => {
    expect(osloClock(new Date('2025-07-01T08:05:00Z'))).toEqual({
      year: 2025,
      month: 7,
      day: 1,
      hour: 10,
      minute: 5,
    })
    expect(osloClock(new Date('2025-12-31T23:00:00Z')).year).toBe(2026)
  })
})
