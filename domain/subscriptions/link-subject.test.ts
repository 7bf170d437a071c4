import { describe, expect, it } from 'vitest'
import { maskEmail } from './link-subject.ts'

describe('maskEmail', () => {
  it('keeps the first character and the domain, and hides the rest of the name', () => {
    expect(maskEmail('kari.nordmann@example.no')).toBe('k***@example.no')
    expect(maskEmail('a@example.no')).toBe('a***@example.no')
    expect(maskEmail('"odd@name"@example.no')).toBe('"***@example.no')
  })

  it('keeps a first character outside the BMP whole', () => {
    expect(maskEmail('😀smile@example.no')).toBe('😀***@example.no')
  })

  it('shows nothing of what is not an address', () => {
    expect(maskEmail('no-at-sign')).toBe('***')
    expect(maskEmail('@example.no')).toBe('***')
  })
})
