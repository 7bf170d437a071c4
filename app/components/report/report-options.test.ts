import { describe, expect, it } from 'vitest'
import type { Category } from '../../../domain/catalogue/reference-schemas.ts'
import {
  categoryOptions,
  countryOptions,
  enumOptions,
  namedOptions,
  outsideNorway,
} from './report-options.ts'

const category = (id: number, navn: string, nivaa: number, parent: number | null): Category => ({
  id,
  navn,
  nivaa,
  parent,
  picto: null,
  pictoActive: null,
})

describe('categoryOptions', () => {
  it('puts each category under its parent, named by its whole path', () => {
    // As listCategories gives them: level by level.
    const categories = [
      category(1, 'Leker', 1, null),
      category(2, 'Elektriske produkter', 1, null),
      category(10, 'Slim og modelleire', 2, 1),
      category(20, 'Lader', 2, 2),
      category(11, 'Byggeleker', 2, 1),
      category(100, 'Magneter', 3, 11),
    ]
    expect(categoryOptions(categories)).toEqual([
      { value: '1', label: 'Leker' },
      { value: '10', label: 'Leker › Slim og modelleire' },
      { value: '11', label: 'Leker › Byggeleker' },
      { value: '100', label: 'Leker › Byggeleker › Magneter' },
      { value: '2', label: 'Elektriske produkter' },
      { value: '20', label: 'Elektriske produkter › Lader' },
    ])
  })

  it('stops at three levels when bad data makes a cycle', () => {
    const categories = [
      category(1, 'A', 1, null),
      category(2, 'B', 2, 1),
      category(3, 'C', 3, 2),
      category(2, 'B igjen', 3, 3),
    ]
    expect(categoryOptions(categories).map((option) => option.label)).toEqual([
      'A',
      'A › B',
      'A › B › C',
    ])
  })
})

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
