import { describe, expect, it } from 'vitest'
import { providedIdentity } from './provided-identity.ts'

const ENTRA = 'https://login.microsoftonline.com/0d5a4f4e-7c1b-4d3e-9f2a-8b6c5d4e3f21/v2.0'
const token = (claims: Record<string, unknown> = {}) => ({ iss: ENTRA, sub: 'AAAAbbbb', ...claims })
const ADDRESS = 'kari.nordmann@dsb.no'

describe('providedIdentity', () => {
  it('counts only email_verified: true as vouched for when the provider is not trusted', () => {
    expect(
      providedIdentity(token({ email: ADDRESS, email_verified: true }), undefined, false),
    ).toEqual({ issuer: ENTRA, subject: 'AAAAbbbb', email: ADDRESS, emailVerified: true })
    expect(providedIdentity(token({ email: ADDRESS }), undefined, false).emailVerified).toBe(false)
    // Without the setting, a username shaped like an address is no address at all.
    expect(
      providedIdentity(token(), { sub: 'AAAAbbbb', preferred_username: ADDRESS }, false),
    ).toEqual({ issuer: ENTRA, subject: 'AAAAbbbb', emailVerified: false })
  })

  it('takes an address without email_verified from a trusted provider, never one it denies', () => {
    expect(providedIdentity(token({ email: ADDRESS }), undefined, true).emailVerified).toBe(true)
    expect(
      providedIdentity(token({ email: ADDRESS, email_verified: false }), undefined, true),
    ).toMatchObject({ email: ADDRESS, emailVerified: false })
    // Only a real `true` or no claim at all: a provider's "false" or null is no vouching.
    for (const denied of ['false', null, 0])
      expect(
        providedIdentity(token({ email: ADDRESS, email_verified: denied }), undefined, true)
          .emailVerified,
      ).toBe(false)
  })

  it('reads the address and its vouching from userinfo when the ID token has none', () => {
    const fromUserinfo = providedIdentity(
      token({ email_verified: true }),
      { sub: 'AAAAbbbb', email: ADDRESS },
      false,
    )
    expect(fromUserinfo).toMatchObject({ email: ADDRESS, emailVerified: false })
  })

  it('takes a trusted provider’s preferred_username as the address only when it is one', () => {
    // Entra puts it in the ID token, other providers at userinfo.
    expect(providedIdentity(token({ preferred_username: ADDRESS }), { sub: 'x' }, true)).toEqual({
      issuer: ENTRA,
      subject: 'AAAAbbbb',
      email: ADDRESS,
      emailVerified: true,
    })
    expect(providedIdentity(token(), { sub: 'x', preferred_username: ADDRESS }, true).email).toBe(
      ADDRESS,
    )
    for (const username of ['kari', '12345678901', 'kari@dsb', 'kari@x.example-.no'])
      expect(providedIdentity(token({ preferred_username: username }), { sub: 'x' }, true)).toEqual(
        { issuer: ENTRA, subject: 'AAAAbbbb', emailVerified: false },
      )
    // An `email` claim, when there is one, is the address; the username does not replace it.
    expect(
      providedIdentity(
        token({ preferred_username: 'annen@dsb.no' }),
        { sub: 'x', email: ADDRESS, email_verified: false },
        true,
      ),
    ).toMatchObject({ email: ADDRESS, emailVerified: false })
  })
})
