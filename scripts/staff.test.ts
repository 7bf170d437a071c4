import { afterAll, beforeAll, expect, it } from 'vitest'
import type { Database } from '../db/connection.ts'
import { ansatt } from '../db/schema/index.ts'
import { createTestAuthority } from '../tests/support/staff.ts'
import { createTestDatabase } from '../tests/support/test-database.ts'
import { staffCommand } from './staff.ts'

let database: Database
let authorityId: number

beforeAll(async () => {
  database = await createTestDatabase()
  authorityId = await createTestAuthority(database.db)
})

afterAll(() => database.close())

const run = (...argv: string[]) => staffCommand(database.db, argv)

it('adds an administrator, and an editor of an authority', async () => {
  const admin = await run(
    'add',
    '--epost',
    'ada@example.no',
    '--navn',
    'Ada Admin',
    '--rolle',
    'administrator',
  )
  expect(admin).toEqual({
    code: 0,
    lines: [expect.stringMatching(/^La til Ada Admin <ada@example.no> som Administrator/)],
  })
  const editor = await run(
    'add',
    '--epost',
    'rolf@example.no',
    '--navn',
    'Rolf',
    '--rolle',
    'redaktor',
    '--myndighet',
    String(authorityId),
  )
  expect(editor.code).toBe(0)
  const rows = await database.db
    .select({ epost: ansatt.epost, rolle: ansatt.rolle, myndighetId: ansatt.myndighetId })
    .from(ansatt)
  expect(rows).toEqual([
    { epost: 'ada@example.no', rolle: 'administrator', myndighetId: null },
    { epost: 'rolf@example.no', rolle: 'redaktor', myndighetId: authorityId },
  ])
})

it('refuses what the staff schema refuses, in Norwegian, and adds nothing', async () => {
  const noAuthority = await run(
    'add',
    '--epost',
    'x@example.no',
    '--navn',
    'X',
    '--rolle',
    'redaktor',
  )
  expect(noAuthority.code).toBe(2)
  expect(noAuthority.lines[0]).toBe('--myndighet: En redaktør må høre til en myndighet')
  const badEmail = await run(
    'add',
    '--epost',
    'ikke-epost',
    '--navn',
    'X',
    '--rolle',
    'administrator',
  )
  expect(badEmail.lines[0]).toBe('--epost: Dette må være en gyldig e-postadresse')
  expect((await run('fjern', '--epost', 'x@example.no')).code).toBe(2)
  expect((await run('add', '--ukjent', 'x')).code).toBe(2)
})

it('refuses an address already registered, in any case, and an authority that does not exist', async () => {
  const taken = await run(
    'add',
    '--epost',
    'ADA@example.no',
    '--navn',
    'Ada 2',
    '--rolle',
    'administrator',
  )
  expect(taken).toEqual({ code: 1, lines: ['Adressen ADA@example.no er allerede registrert.'] })
  const unknown = await run(
    'add',
    '--epost',
    'ny@example.no',
    '--navn',
    'Ny',
    '--rolle',
    'redaktor',
    '--myndighet',
    '999999',
  )
  expect(unknown).toEqual({ code: 1, lines: ['Fant ingen myndighet med id 999999.'] })
})
