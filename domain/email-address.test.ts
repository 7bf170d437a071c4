import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { EMAIL_ADDRESS } from './email-address.ts'

const accepts = (address: string) => z.email({ pattern: EMAIL_ADDRESS }).safeParse(address).success

describe('the e-mail addresses the service accepts', () => {
  it.each([
    'liv@example.no',
    'ola.nordmann+varsel@post.example.com',
    "o'neil@x-y.example.no",
    'a@b1.no',
  ])('accepts %s', (address) => {
    expect(accepts(address)).toBe(true)
  })

  it.each([
    // A label ending in a hyphen: a fuzzed receipt address that no server delivers to.
    "-+E9''.-_-C_'+.19G.p+6.+cas0@4--Dr0-yC5N.0Qqy-.pSwD",
    'liv@-example.no',
    'liv@example-.no',
    `liv@${'a'.repeat(64)}.no`,
    'liv@example',
    '.liv@example.no',
    'liv..berg@example.no',
  ])('refuses %s', (address) => {
    expect(accepts(address)).toBe(false)
  })
})
