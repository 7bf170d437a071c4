import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../db/connection.ts'
import { ansatt, epostUtboks } from '../../db/schema/index.ts'
import { staffNb } from '../../i18n/staff.nb.ts'
import { createTestAuthority } from '../../tests/support/staff.ts'
import { createTestDatabase } from '../../tests/support/test-database.ts'
import { createStaff, StaffRefusedError } from './create-staff.ts'
import { newSecret } from '../secrets.ts'
import { endSession, openSession, touchSession } from './sessions.ts'
import { isSignInLinkUsable, redeemSignInLink, requestSignInLink } from './sign-in-link.ts'
import { DEFAULT_STAFF_LIMITS } from './staff-limits.ts'
import { newStaffSchema } from './staff-schemas.ts'

let database: Database
let authorityId: number
const context = {
  publicUrl: 'https://farlige.example.no',
  texts: staffNb,
  limits: DEFAULT_STAFF_LIMITS,
}
const start = new Date('2026-11-25T08:00:00Z')
const later = (minutes: number) => new Date(start.getTime() + minutes * 60_000)

beforeAll(async () => {
  database = await createTestDatabase()
  authorityId = await createTestAuthority(database.db)
})

afterAll(() => database.close())

const addStaff = (input: Record<string, unknown>) =>
  createStaff(database.db, newStaffSchema.parse(input))

/** The sign-in link mailed to an address, as its token; undefined when none was. */
async function tokenMailedTo(address: string): Promise<string | undefined> {
  const mails = await database.db
    .select({ tekst: epostUtboks.tekst })
    .from(epostUtboks)
    .where(eq(epostUtboks.mottaker, address))
  const link = mails.at(-1)?.tekst.match(/\/forvaltning\/logg-inn\/lenke\?token=([\w-]+)/)
  return link?.[1]
}

describe('staff accounts', () => {
  it('needs an authority for an editor, and none for an administrator', () => {
    const editor = newStaffSchema.safeParse({ epost: 'a@example.no', navn: 'A', rolle: 'redaktor' })
    expect(editor.error?.issues).toMatchObject([
      { path: ['myndighet'], message: 'authorityRequired' },
    ])
    expect(
      newStaffSchema.safeParse({ epost: 'b@example.no', navn: 'B', rolle: 'administrator' })
        .success,
    ).toBe(true)
    expect(
      newStaffSchema.safeParse({ epost: 'c@example.no', navn: 'C', rolle: 'sjef' }).success,
    ).toBe(false)
  })

  it('refuses an address already registered, in any case, and an unknown authority', async () => {
    await addStaff({ epost: 'Kari.Nordmann@example.no', navn: 'Kari', rolle: 'administrator' })
    await expect(
      addStaff({ epost: 'kari.nordmann@EXAMPLE.no', navn: 'Kari 2', rolle: 'administrator' }),
    ).rejects.toEqual(new StaffRefusedError('address-taken'))
    await expect(
      addStaff({ epost: 'ola@example.no', navn: 'Ola', rolle: 'redaktor', myndighet: 999_999 }),
    ).rejects.toEqual(new StaffRefusedError('unknown-authority'))
  })
})

describe('sign-in links', () => {
  it('mails a link to a registered address, in whatever case it is typed, and nothing to others', async () => {
    await addStaff({
      epost: 'redaktor@example.no',
      navn: 'Rita Redaktør',
      rolle: 'redaktor',
      myndighet: authorityId,
    })
    const browser = newSecret()
    await requestSignInLink(
      database.db,
      { epost: 'REDAKTOR@example.no', browserSecret: browser },
      context,
      start,
    )
    await requestSignInLink(
      database.db,
      { epost: 'ukjent@example.no', browserSecret: browser },
      context,
      start,
    )
    const token = await tokenMailedTo('redaktor@example.no')
    expect(token).toBeDefined()
    expect(await tokenMailedTo('ukjent@example.no')).toBeUndefined()
    expect(await tokenMailedTo('REDAKTOR@example.no')).toBeUndefined()
  })

  it('signs in once, only in the browser that asked, and only within 15 minutes', async () => {
    const browser = newSecret()
    const ask = async () => {
      await requestSignInLink(
        database.db,
        { epost: 'redaktor@example.no', browserSecret: browser },
        context,
        start,
      )
      return (await tokenMailedTo('redaktor@example.no'))!
    }
    const token = await ask()
    expect(await redeemSignInLink(database.db, token, newSecret(), later(1))).toBeUndefined()
    expect(await redeemSignInLink(database.db, token, undefined, later(1))).toBeUndefined()
    expect(await isSignInLinkUsable(database.db, token, browser, later(1))).toBe(true)
    const staffId = await redeemSignInLink(database.db, token, browser, later(1))
    expect(staffId).toEqual(expect.any(Number))
    expect(await redeemSignInLink(database.db, token, browser, later(2))).toBeUndefined()
    expect(await isSignInLinkUsable(database.db, token, browser, later(2))).toBe(false)

    const expiring = await ask()
    expect(await isSignInLinkUsable(database.db, expiring, browser, later(14.9))).toBe(true)
    expect(await redeemSignInLink(database.db, expiring, browser, later(15))).toBeUndefined()
  })

  it('mails a member no more than three links that could still sign in, even asked at once', async () => {
    await addStaff({ epost: 'mye@example.no', navn: 'Mona', rolle: 'administrator' })
    const mailed = async () =>
      (
        await database.db
          .select({ id: epostUtboks.id })
          .from(epostUtboks)
          .where(eq(epostUtboks.mottaker, 'mye@example.no'))
      ).length
    const browser = newSecret()
    const ask = (at: Date) =>
      requestSignInLink(
        database.db,
        { epost: 'mye@example.no', browserSecret: browser },
        context,
        at,
      )
    await Promise.all(Array.from({ length: 6 }, () => ask(start)))
    expect(await mailed()).toBe(3)

    // Once a link is used, or has expired, one more may be mailed.
    const token = (await tokenMailedTo('mye@example.no'))!
    expect(await redeemSignInLink(database.db, token, browser, later(1))).toEqual(
      expect.any(Number),
    )
    await ask(later(2))
    await ask(later(2))
    expect(await mailed()).toBe(4)
    // At minute 15 the two left unused from the start have expired; minute 2's is still open.
    for (const at of [15, 15, 15]) await ask(later(at))
    expect(await mailed()).toBe(6)
  })
})

describe('sessions', () => {
  async function signedIn(email: string, navn: string) {
    const [row] = await database.db
      .insert(ansatt)
      .values({ epost: email, navn, rolle: 'administrator' })
      .returning({ id: ansatt.id })
    return { staffId: row!.id, session: await openSession(database.db, row!.id, start, 'lenke') }
  }
  const touch = (session: string, at: Date) =>
    touchSession(database.db, session, DEFAULT_STAFF_LIMITS, at)

  it('end after 30 minutes without use', async () => {
    const { session } = await signedIn('idle@example.no', 'Ida')
    expect(await touch(session, later(29))).toMatchObject({
      navn: 'Ida',
      rolle: 'administrator',
      myndighetNavn: null,
    })
    expect(await touch(session, later(58))).toMatchObject({ navn: 'Ida' })
    expect(await touch(session, later(89))).toBeUndefined()
  })

  it('end 10 hours after sign-in however busy', async () => {
    const { session } = await signedIn('busy@example.no', 'Bo')
    for (let minute = 20; minute < 600; minute += 20) {
      expect(await touch(session, later(minute)), `after ${minute} minutes`).toBeDefined()
    }
    expect(await touch(session, later(600))).toBeUndefined()
  })

  it('end on sign-out, and when the person is deactivated', async () => {
    const first = await signedIn('out@example.no', 'Ut')
    await endSession(database.db, first.session, later(1))
    expect(await touch(first.session, later(2))).toBeUndefined()

    const second = await signedIn('gone@example.no', 'Borte')
    await database.db.update(ansatt).set({ aktiv: false }).where(eq(ansatt.id, second.staffId))
    expect(await touch(second.session, later(1))).toBeUndefined()
    expect(await touch('not-a-session', later(1))).toBeUndefined()
  })
})
