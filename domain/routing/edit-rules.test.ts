import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../db/connection.ts'
import {
  kategori,
  myndighet,
  revisjonslogg,
  risiko,
  rutingRegel,
  rutingVersjon,
} from '../../db/schema/index.ts'
import { seedDemoData } from '../../db/seed/index.ts'
import { createTestDatabase } from '../../tests/support/test-database.ts'
import { createStaff } from '../staff/create-staff.ts'
import { StaffForbiddenError } from '../staff/manage-staff.ts'
import { newStaffSchema } from '../staff/staff-schemas.ts'
import { changeRouting, routingVersion, RoutingRefusedError } from './edit-rules.ts'
import { listRules, routingHistory } from './read-rules.ts'
import { explainRouting, routeReport } from './route-report.ts'
import { routingRuleSchema } from './rule-schemas.ts'

let database: Database
const ids = { categories: new Map<string, number>(), risks: new Map<string, number>() }
const authorities = new Map<string, number>()
let admin: { id: number; rolle: 'administrator'; myndighetId: null }
let fallbackId: number

beforeAll(async () => {
  database = await createTestDatabase()
  await seedDemoData(database.db)
  const { db } = database
  for (const row of await db.select().from(kategori)) ids.categories.set(row.navn, row.id)
  for (const row of await db.select().from(risiko)) ids.risks.set(row.navn, row.id)
  for (const row of await db.select().from(myndighet)) authorities.set(row.kortnavn, row.id)
  const adminId = await createStaff(
    db,
    newStaffSchema.parse({ epost: 'ada@example.no', navn: 'Ada Admin', rolle: 'administrator' }),
  )
  admin = { id: adminId, rolle: 'administrator', myndighetId: null }
  const rules = await listRules(db, admin)
  fallbackId = rules.find((rule) => rule.kategoriId === null && rule.risikoId === null)!.id
}, 120_000)

afterAll(() => database?.close())

const authority = (name: string) => authorities.get(name)!
const category = (name: string) => ids.categories.get(name)!

/** A rule as the form posts it, checked by the form's schema. */
const form = async (fields: Record<string, string>) =>
  routingRuleSchema.parse({ versjon: String(await routingVersion(database.db)), ...fields })

/** Runs a change that must be refused; answers the refusal, and that nothing was saved. */
async function refusal(change: Parameters<typeof changeRouting>[2]) {
  const before = {
    rules: await listRules(database.db, admin),
    version: await routingVersion(database.db),
    audit: await database.db.$count(revisjonslogg),
  }
  const error = await changeRouting(database.db, admin, change).catch((thrown: unknown) => thrown)
  expect(error).toBeInstanceOf(RoutingRefusedError)
  expect(await listRules(database.db, admin)).toEqual(before.rules)
  expect(await routingVersion(database.db)).toBe(before.version)
  expect(await database.db.$count(revisjonslogg)).toBe(before.audit)
  const { reason, field } = error as RoutingRefusedError
  return { reason, field }
}

const duvets = () => ({ kategoriId: category('Dyner og puter'), risikoIds: [] })

describe('changing the routing table', () => {
  it('adds a rule as a new version that the next report follows, audited, with who and why', async () => {
    expect(await routeReport(database.db, duvets())).toEqual([authority('DSB')])
    const rule = await form({
      kategori: String(category('Dyner og puter')),
      mottakere: `${authority('Mattilsynet')},${authority('DiBK')}`,
      beskrivelse: 'Dyner går til Mattilsynet og DiBK.',
      begrunnelse: 'Ny avtale om tilsyn',
    })
    const { versjon, regelId } = await changeRouting(database.db, admin, {
      handling: 'lagt-til',
      rule,
    })
    expect(versjon).toBe(rule.versjon + 1)
    expect((await routeReport(database.db, duvets())).sort((a, b) => a - b)).toEqual(
      [authority('Mattilsynet'), authority('DiBK')].sort((a, b) => a - b),
    )
    const [latest] = await routingHistory(database.db, admin, 1)
    expect(latest).toMatchObject({
      versjon,
      navn: 'Ada Admin',
      handling: 'lagt-til',
      regelId,
      foer: null,
      begrunnelse: 'Ny avtale om tilsyn',
    })
    expect(latest!.etter).toMatchObject({ kategoriId: category('Dyner og puter') })
    const [audit] = await database.db
      .select()
      .from(revisjonslogg)
      .where(eq(revisjonslogg.handling, 'ruting.lagt-til'))
    expect(audit).toMatchObject({ ansattId: admin.id, objektId: String(regelId) })
    expect(audit!.detaljer).toMatchObject({ versjon })
  })

  it('changes who gets what the fallback rule catches, and says which rule decided', async () => {
    const nothing = { risikoIds: [] }
    expect(await explainRouting(database.db, nothing)).toMatchObject({
      recipients: [authority('DSB')],
      fallbackUsed: true,
    })
    await changeRouting(database.db, admin, {
      handling: 'endret',
      id: fallbackId,
      rule: await form({ mottakere: String(authority('Arbeidstilsynet')), beskrivelse: 'Resten' }),
    })
    const decision = await explainRouting(database.db, nothing)
    expect(decision.recipients).toEqual([authority('Arbeidstilsynet')])
    expect(decision.rules.map((rule) => rule.id)).toEqual([fallbackId])
    // A HIGH level still adds the default recipient, and says so.
    const high = await explainRouting(database.db, { ...nothing, risikoNivaa: 'HIGH' })
    expect(high.highAdded).toBe(authority('DSB'))
    const [latest] = await routingHistory(database.db, admin, 1)
    expect(latest!.foer!.mottakere).toEqual([authority('DSB')])
    expect(latest!.etter!.mottakere).toEqual([authority('Arbeidstilsynet')])
  })

  it('refuses to delete or narrow the fallback rule, at the field that would', async () => {
    const version = await routingVersion(database.db)
    expect(
      await refusal({ handling: 'slettet', id: fallbackId, begrunnelse: '', versjon: version }),
    ).toEqual({ reason: 'fallbackNeeded', field: 'form' })
    const narrowed = await form({
      risikoNivaa: 'LOW',
      mottakere: String(authority('DSB')),
      beskrivelse: 'Bare lav risiko',
    })
    expect(await refusal({ handling: 'endret', id: fallbackId, rule: narrowed })).toEqual({
      reason: 'fallbackNeeded',
      field: 'risikoNivaa',
    })
  })

  it('refuses a second rule for the same category, risk and level', async () => {
    const rule = await form({
      kategori: String(category('Kosmetikk og personlig pleie')),
      mottakere: String(authority('DSB')),
      beskrivelse: 'Kopi',
    })
    expect(await refusal({ handling: 'lagt-til', rule })).toEqual({
      reason: 'duplicate',
      field: 'kategori',
    })
  })

  it('refuses a change made from a version someone else has changed since', async () => {
    const rule = await form({ mottakere: String(authority('DSB')), beskrivelse: 'Gammel side' })
    expect(
      await refusal({ handling: 'lagt-til', rule: { ...rule, versjon: rule.versjon - 1 } }),
    ).toEqual({ reason: 'stale', field: 'versjon' })
  })

  it('lets only one of two changes made from the same version through', async () => {
    const from = await form({ mottakere: String(authority('DSB')), beskrivelse: 'Samtidig' })
    const rule = (kategori: number) => ({ ...from, kategori })
    const results = await Promise.allSettled([
      changeRouting(database.db, admin, {
        handling: 'lagt-til',
        rule: rule(category('Vinduer')),
      }),
      changeRouting(database.db, admin, {
        handling: 'lagt-til',
        rule: rule(category('Sykler')),
      }),
    ])
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1)
    const [refused] = results.filter((result) => result.status === 'rejected')
    expect(refused!.reason).toMatchObject({ reason: 'stale', field: 'versjon' })
    expect(await routingVersion(database.db)).toBe(from.versjon + 1)
  })

  it('refuses ids that name nothing, each at its field', async () => {
    const base = { mottakere: String(authority('DSB')), beskrivelse: 'Ukjent' }
    const unknownRisk = await form({ ...base, risiko: '999999' })
    expect(await refusal({ handling: 'lagt-til', rule: unknownRisk })).toEqual({
      reason: 'invalidRisk',
      field: 'risiko',
    })
    const unknownAuthority = await form({ ...base, kategori: '1', mottakere: '999999' })
    expect(await refusal({ handling: 'lagt-til', rule: unknownAuthority })).toEqual({
      reason: 'invalidRecipient',
      field: 'mottakere',
    })
  })

  it('deletes a rule: the next report goes to what is left', async () => {
    const [added] = await database.db
      .select({ id: rutingRegel.id })
      .from(rutingRegel)
      .where(eq(rutingRegel.kategoriId, category('Dyner og puter')))
    await changeRouting(database.db, admin, {
      handling: 'slettet',
      id: added!.id,
      begrunnelse: '',
      versjon: await routingVersion(database.db),
    })
    expect(await routeReport(database.db, duvets())).toEqual([authority('Arbeidstilsynet')])
    const [latest] = await database.db
      .select()
      .from(rutingVersjon)
      .where(eq(rutingVersjon.regelId, added!.id))
      .orderBy(rutingVersjon.id)
      .limit(2)
      .offset(1)
    expect(latest).toMatchObject({ handling: 'slettet', etter: null, begrunnelse: null })
  })

  it('refuses an editor, whatever the change', async () => {
    const editor = { id: admin.id, rolle: 'redaktor' as const, myndighetId: authority('DSB') }
    const rule = await form({ mottakere: String(authority('DSB')), beskrivelse: 'Redaktør' })
    await expect(
      changeRouting(database.db, editor, { handling: 'lagt-til', rule }),
    ).rejects.toThrow(StaffForbiddenError)
    await expect(listRules(database.db, editor)).rejects.toThrow(StaffForbiddenError)
  })
})

describe('the rule form', () => {
  const issues = (fields: Record<string, string>) => {
    const parsed = routingRuleSchema.safeParse(fields)
    return parsed.success
      ? {}
      : Object.fromEntries(parsed.error.issues.map((i) => [i.path[0], i.message]))
  }

  it('names each problem by its text key at its field', () => {
    expect(issues({ beskrivelse: ' ', risikoNivaa: 'EXTREME', kategori: 'x' })).toEqual({
      beskrivelse: 'required',
      risikoNivaa: 'invalidLevel',
      kategori: 'invalidCategory',
      mottakere: 'recipientsRequired',
    })
    expect(issues({ beskrivelse: 'x'.repeat(501), mottakere: '1,2' })).toEqual({
      beskrivelse: 'tooLong',
    })
  })

  it('reads an empty choice as every category, risk and level', () => {
    expect(
      routingRuleSchema.parse({
        kategori: '',
        risiko: '',
        risikoNivaa: '',
        mottakere: '3,1,3',
        beskrivelse: 'Alt',
      }),
    ).toMatchObject({ kategori: null, risiko: null, risikoNivaa: null, mottakere: [1, 3] })
  })
})
