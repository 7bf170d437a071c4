import { describe, expect, it } from 'vitest'
import { concernSchema } from './concern-schema.ts'
import { concernServerSchema } from './concern-server-schema.ts'
import { padPostalCode } from './postal-code-format.ts'
import { isKnownPostalCode, lookupPostalCode } from './postal-codes.ts'

describe('lookupPostalCode', () => {
  it('finds the place of a code in the register', () => {
    expect(lookupPostalCode('0150')).toEqual({ postnummer: '0150', poststed: 'OSLO' })
    expect(lookupPostalCode('9170')).toEqual({ postnummer: '9170', poststed: 'LONGYEARBYEN' })
  })

  it('pads a short code to four digits, as the spec says', () => {
    expect(padPostalCode('150')).toBe('0150')
    expect(lookupPostalCode(' 150 ')?.poststed).toBe('OSLO')
  })

  it('finds nothing for a code that is not in the register or not a code at all', () => {
    for (const value of ['0000', '12345', 'abcd', '', '01 50', 'constructor', 'toString']) {
      expect(lookupPostalCode(value), value).toBeUndefined()
      expect(isKnownPostalCode(value)).toBe(false)
    }
  })
})

describe('a concern’s postal codes', () => {
  const concern = (postnummer: string) => ({
    melder_kompetanse: 'PRIVAT_FORBRUKER',
    produkt_navn: 'Krem',
    hendelse_beskrivelse: 'Utslett',
    melder_postnummer: postnummer,
    hendelse_postnummer: postnummer,
  })
  const problems = (schema: typeof concernSchema, postnummer: string) => {
    const parsed = schema.safeParse(concern(postnummer))
    return parsed.success ? [] : parsed.error.issues.map((issue) => [issue.path[0], issue.message])
  }
  const both = [
    ['melder_postnummer', 'reports.invalidPostalCode'],
    ['hendelse_postnummer', 'reports.invalidPostalCode'],
  ]

  it('in the browser: of one to four digits, padded; the register is the server’s', () => {
    expect(concernSchema.parse(concern(' 150 ')).melder_postnummer).toBe('0150')
    expect(problems(concernSchema, '0000')).toEqual([])
    for (const value of ['12345', 'abcd', '01 50'])
      expect(problems(concernSchema, value)).toEqual(both)
  })

  it('on the server: also in the register, with the same message', () => {
    expect(concernServerSchema.parse(concern('150')).hendelse_postnummer).toBe('0150')
    for (const value of ['0000', '12345', 'abcd']) {
      expect(problems(concernServerSchema, value), value).toEqual(both)
    }
  })
})
