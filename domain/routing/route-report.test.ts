import { eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../db/connection.ts'
import {
  kategori,
  myndighet,
  produkt,
  produktFare,
  risiko,
  rutingRegel,
} from '../../db/schema/index.ts'
import type { RisikoNivaa } from '../../db/schema/report-enums.ts'
import { seedDemoData } from '../../db/seed/index.ts'
import { createTestDatabase } from '../../tests/support/test-database.ts'
import { routeReport } from './route-report.ts'

let database: Database
const categories = new Map<string, number>()
const risks = new Map<string, number>()
const authorities = new Map<string, number>()

beforeAll(async () => {
  database = await createTestDatabase()
  await seedDemoData(database.db)
  const { db } = database
  for (const row of await db.select().from(kategori)) categories.set(row.navn, row.id)
  for (const row of await db.select().from(risiko)) risks.set(row.navn, row.id)
  for (const row of await db.select().from(myndighet)) authorities.set(row.kortnavn, row.id)
}, 120_000)

afterAll(async () => {
  await database?.close()
})

const id = (map: Map<string, number>, name: string) => {
  const found = map.get(name)
  if (found === undefined) throw new Error(`no seeded ${name}`)
  return found
}

async function route(category: string | null, riskNames: string[] = [], level?: RisikoNivaa) {
  const ids = await routeReport(database.db, {
    kategoriId: category === null ? undefined : id(categories, category),
    risikoIds: riskNames.map((name) => id(risks, name)),
    risikoNivaa: level,
  })
  const names = new Map([...authorities].map(([name, each]) => [each, name]))
  return ids.map((each) => names.get(each)).sort()
}

// One row per rule of db/seed/routing.ts, asked from a category inside the rule's subtree where
// one exists, so the subtree matching is tested too: [rule, category, risks, level, recipients].
const seededRules: [string, string | null, string[], RisikoNivaa | undefined, string[]][] = [
  ['Reserveregelen', 'Dyner og puter', [], undefined, ['DSB']],
  ['Kosmetikk og personlig pleie', 'Solkrem', [], undefined, ['Mattilsynet']],
  ['Leker + Kjemisk', 'Kosedyr og tøyleker', ['Kjemisk'], undefined, ['Miljødirektoratet']],
  ['Slim og modelleire', 'Slim og modelleire', ['Kvelning'], undefined, ['Miljødirektoratet']],
  [
    'Leker + Hørselsskade',
    'Elektroniske leker',
    ['Hørselsskade'],
    undefined,
    ['Miljødirektoratet'],
  ],
  [
    'Verktøy + Hørselsskade',
    'Løvblåsere og trimmere',
    ['Hørselsskade'],
    undefined,
    ['Miljødirektoratet'],
  ],
  ['Radio og telekom', 'Droner', [], undefined, ['Nkom']],
  ['alle + Radioforstyrrelser', 'Treningsapparater', ['Radioforstyrrelser'], undefined, ['Nkom']],
  [
    'Elektriske produkter + Radioforstyrrelser',
    'Vannkokere',
    ['Radioforstyrrelser'],
    undefined,
    ['DSB', 'Nkom'],
  ],
  [
    'Belysning + Radioforstyrrelser',
    'Lyspærer',
    ['Radioforstyrrelser'],
    undefined,
    ['DSB', 'Nkom'],
  ],
  [
    'Kjøretøy + Radioforstyrrelser',
    'Dekk og felger',
    ['Radioforstyrrelser'],
    undefined,
    ['Nkom', 'Statens vegvesen'],
  ],
  ['Radio + Brann + HIGH', 'Rutere og forsterkere', ['Brann'], 'HIGH', ['DSB', 'Nkom']],
  ['Lys og laser', 'Laserpekere', [], undefined, ['DSA']],
  ['Belysning', 'Lyspærer', ['Brann'], undefined, ['DSB']],
  ['Båt og sjø', 'Redningsvester', ['Drukning'], undefined, ['Sdir']],
  ['Kjøretøy og utstyr', 'Dekk og felger', [], undefined, ['Statens vegvesen']],
  [
    'Elsmåkjøretøy + Brann + HIGH',
    'Elsparkesykler',
    ['Brann'],
    'HIGH',
    ['DSB', 'Statens vegvesen'],
  ],
  ['Bilstoler', 'Bilstoler', ['Personskade'], undefined, ['Statens vegvesen']],
  ['Byggevarer', 'Vinduer', [], undefined, ['DiBK']],
  ['Verneutstyr', 'Vernehansker', [], undefined, ['Arbeidstilsynet']],
  ['Kjemikalier', 'Maling og lakk', ['Kjemisk'], undefined, ['Miljødirektoratet']],
  ['Elektriske produkter', 'Vannkokere', ['Elektrisk støt'], undefined, ['DSB']],
  ['Brannvern og fyrverkeri', 'Raketter', ['Eksplosjon'], undefined, ['DSB']],
]

describe('routeReport on the seeded routing table', () => {
  it('has a test row for every seeded rule', async () => {
    expect(await database.db.$count(rutingRegel)).toBe(seededRules.length)
  })

  it.each(seededRules)('%s', async (_rule, category, riskNames, level, expected) => {
    expect(await route(category, riskNames, level)).toEqual(expected)
  })

  it('lets a deeper rule beat its ancestor: lamps are electrical (DSB), lasers go to DSA', async () => {
    expect(await route('Lamper')).toEqual(['DSB'])
    expect(await route('Solarier')).toEqual(['DSA'])
  })

  it('lets a rule with a risk beat one without at the same depth, and a level beat none', async () => {
    expect(await route('Elsparkesykler', ['Brann'], 'MEDIUM')).toEqual(['Statens vegvesen'])
    expect(await route('Droner', ['Brann'], 'MEDIUM')).toEqual(['Nkom'])
  })

  it('routes each risk on its own and joins the recipients', async () => {
    const toyRisks = ['Kjemisk', 'Radioforstyrrelser']
    expect(await route('Elektroniske leker', toyRisks)).toEqual(['Miljødirektoratet', 'Nkom'])
  })

  it('falls back to DSB when no rule matches', async () => {
    expect(await route('Dyner og puter', ['Brann'])).toEqual(['DSB'])
    expect(await route(null)).toEqual(['DSB'])
  })

  it('always adds DSB to a HIGH-risk message', async () => {
    expect(await route('Solkrem', ['Kjemisk'], 'HIGH')).toEqual(['DSB', 'Mattilsynet'])
    expect(await route('Solkrem', ['Kjemisk'], 'LOW')).toEqual(['Mattilsynet'])
  })

  it("sends an observation to the product's authority and to what the rules add for its hazards", async () => {
    const { db } = database
    const [toy] = await db
      .select({ id: produkt.id, myndighetId: produkt.myndighetId })
      .from(produkt)
      .innerJoin(produktFare, eq(produktFare.produktId, produkt.id))
      .where(inArray(produktFare.kategoriId, [id(categories, 'Kosedyr og tøyleker')]))
      .limit(1)
    expect(toy).toBeDefined()
    await db.delete(produktFare).where(eq(produktFare.produktId, toy!.id))
    await db.insert(produktFare).values({
      produktId: toy!.id,
      risikoId: id(risks, 'Kjemisk'),
      kategoriId: id(categories, 'Kosedyr og tøyleker'),
    })
    await db
      .update(produkt)
      .set({ myndighetId: id(authorities, 'DSB') })
      .where(eq(produkt.id, toy!.id))
    const ids = await routeReport(db, { produktId: toy!.id, risikoIds: [] })
    expect(ids.sort()).toEqual(
      [id(authorities, 'DSB'), id(authorities, 'Miljødirektoratet')].sort(),
    )
  })
})
