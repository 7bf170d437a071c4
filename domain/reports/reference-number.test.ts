import { describe, expect, it } from 'vitest'
import { newReferenceNumber, normalizeReference } from './reference-number.ts'

describe('newReferenceNumber', () => {
  it('names the kind and the Norwegian year, then six unambiguous characters', () => {
    const reference = newReferenceNumber('bekymring', new Date('2025-12-31T23:30:00Z'))
    expect(reference).toMatch(/^FP-BEK-2026-[2-9A-HJ-NP-Z]{6}$/)
    expect(newReferenceNumber('observasjon')).toMatch(/^FP-OBS-\d{4}-/)
    expect(newReferenceNumber('meldeplikt')).toMatch(/^FP-MLD-\d{4}-/)
  })

  it('is hard to guess: a thousand in a row are all different', () => {
    const references = Array.from({ length: 1000 }, () => newReferenceNumber('bekymring'))
    expect(new Set(references).size).toBe(1000)
  })

  it('reads back what it makes, in any case', () => {
    const reference = newReferenceNumber('meldeplikt')
    expect(normalizeReference(` ${reference.toLowerCase()} `)).toBe(reference)
    expect(normalizeReference('FP-BEK-2026-0O1I00')).toBeUndefined()
    expect(normalizeReference('42')).toBeUndefined()
  })
})
