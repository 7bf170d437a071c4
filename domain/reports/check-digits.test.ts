import { describe, expect, it } from 'vitest'
import { isValidEan, isValidOrganisationNumber } from './check-digits.ts'

describe('isValidOrganisationNumber', () => {
  it.each([
    '974760673', // Brønnøysundregistrene
    '971526157', // Direktoratet for samfunnssikkerhet og beredskap
    '985399077', // Mattilsynet
    '123456785',
  ])('accepts %s', (value) => expect(isValidOrganisationNumber(value)).toBe(true))

  it.each([
    ['a wrong check digit', '974760674'],
    ['eight digits', '97476067'],
    ['ten digits', '9747606730'],
    ['spaces', '974 760 673'],
    ['letters', '97476067a'],
    ['a remainder of 1, which has no check digit', '123456700'],
  ])('refuses %s', (_case, value) => expect(isValidOrganisationNumber(value)).toBe(false))
})

describe('isValidEan', () => {
  it.each(['7038010009457', '4006381333931', '96385074', '0000000000000'])('accepts %s', (value) =>
    expect(isValidEan(value)).toBe(true),
  )

  it.each([
    ['a wrong check digit', '7038010009458'],
    ['a wrong EAN-8 check digit', '96385075'],
    ['twelve digits', '703801000945'],
    ['letters', '703801000945X'],
  ])('refuses %s', (_case, value) => expect(isValidEan(value)).toBe(false))
})
