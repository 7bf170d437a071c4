import { describe, expect, it } from 'vitest'
import { countryOptions, enumOptions, namedOptions, outsideNorway } from './report-options.ts'

describe('the other lists', () => {
  it('leaves out a measure without a name', () => {
    expect(
      namedOptions([
        { id: 1, navn: 'Salgsforbud' },
        { id: 2, navn: null },
      ]),
    ).toEqual([{ value: '1', label: 'Salgsforbud' }])
  })

  it('leaves Norway out of the countries a product was sold in outside Norway', () => {
    const countries = countryOptions([
      { alpha2: 'DK', name: 'Danmark' },
      { alpha2: 'NO', name: 'Norge' },
      { alpha2: 'SE', name: 'Sverige' },
    ])
    expect(outsideNorway(countries).map((country) => country.value)).toEqual(['DK', 'SE'])
  })

  it('names enumeration values by their texts, in the given order', () => {
    expect(enumOptions(['HIGH', 'LOW'], { LOW: 'Lav', HIGH: 'Alvorlig' })).toEqual([
      { value: 'HIGH', label: 'Alvorlig' },
      { value: 'LOW', label: 'Lav' },
    ])
  })
})
