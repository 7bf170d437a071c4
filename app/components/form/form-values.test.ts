import { describe, expect, it } from 'vitest'
import { acceptedName, formFields, formObject, groupField } from './form-values.ts'

function posted(pairs: Array<[string, string]>) {
  const form = new FormData()
  for (const [name, value] of pairs) form.append(name, value)
  return form
}

const RESERVED = ['__proto__', 'constructor', 'prototype']

describe('the names a posted form may use', () => {
  it('refuses __proto__, constructor and prototype in any part of a name', () => {
    for (const name of RESERVED) {
      for (const form of [name, `a.${name}`, `${name}.0.b`, `g.0.${name}`, `g.${name}.x`]) {
        expect(acceptedName(form), form).toBe(false)
      }
    }
    expect(acceptedName('meldeplikt_importoerer.0.navn')).toBe(true)
    expect(acceptedName('proto')).toBe(true)
    expect(acceptedName('')).toBe(false)
    expect(acceptedName('x'.repeat(201))).toBe(false)
  })

  it('parses a group field only with a row index of 0 to 99', () => {
    const groups = ['g']
    expect(groupField('g.0.navn', groups)).toEqual({ group: 'g', index: 0, field: 'navn' })
    expect(groupField('g.99.navn', groups)).toEqual({ group: 'g', index: 99, field: 'navn' })
    for (const name of ['g.100.navn', 'g.-1.navn', 'g.01.navn', 'g.1e2.navn', 'g.0', 'g.0.']) {
      expect(groupField(name, groups), name).toBeUndefined()
    }
    expect(groupField('h.0.navn', groups)).toBeUndefined()
    expect(groupField('g.0.a.b', groups)).toBeUndefined()
  })
})

describe('formFields and formObject', () => {
  const hostile: Array<[string, string]> = [
    ['__proto__', 'x'],
    ['constructor', 'x'],
    ['prototype', 'x'],
    ['a.__proto__.kjonn', '1'],
    ['__proto__.kjonn', '1'],
    ['constructor.prototype.kjonn', '1'],
    ['navn', 'Kari'],
    ['risiko', '1'],
    ['risiko', '2'],
  ]

  it('build records without a prototype, and reserved names never get in', () => {
    const fields = formFields(posted(hostile))
    expect(Object.getPrototypeOf(fields)).toBeNull()
    expect(Object.keys(fields)).toEqual(['navn', 'risiko'])
    expect(fields.risiko).toEqual(['1', '2'])
    const values = formObject(posted(hostile), ['risiko'])
    expect(Object.getPrototypeOf(values)).toBeNull()
    expect({ ...values }).toEqual({ navn: 'Kari', risiko: '1,2' })
    // Nothing reached the prototype every object shares.
    expect(({} as Record<string, unknown>).kjonn).toBeUndefined()
  })

  it('keeps the last value of a single field and joins list fields with commas', () => {
    const values = formObject(
      posted([
        ['epost', 'a@example.no'],
        ['epost', 'b@example.no'],
        ['tiltak', ''],
        ['tiltak', '3'],
      ]),
      ['tiltak'],
    )
    expect({ ...values }).toEqual({ epost: 'b@example.no', tiltak: '3' })
  })
})
