import { existsSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rutingMottaker, rutingRegel, rutingVersjon } from '../db/schema/index.ts'
import {
  startStaffProductsSite,
  type StaffProductsSite,
} from '../tests/support/staff-products-site.ts'
import { staffBrowser } from '../tests/support/staff-products.ts'

/**
 * The routing pages over HTTP, in a real server process: who may see and change the rules, what
 * a refused change says and leaves, and that a saved change is what "prøv rutingen" answers.
 */

const pagesBuilt = existsSync('build/server/index.js')
let site: StaffProductsSite

beforeAll(async () => {
  if (pagesBuilt) site = await startStaffProductsSite()
}, 120_000)

afterAll(() => site?.close())

/** Every rule, its recipients and every version: what a refused post must leave as it was. */
async function routingTables() {
  const { db } = site.database
  const [rules, recipients, versions] = await Promise.all([
    db.select().from(rutingRegel).orderBy(rutingRegel.id),
    db.select().from(rutingMottaker).orderBy(rutingMottaker.regelId, rutingMottaker.myndighetId),
    db.select().from(rutingVersjon),
  ])
  return JSON.stringify({ rules, recipients, versions })
}

/** The id of the rule whose row shows this description. */
async function ruleId(beskrivelse: string) {
  const rules = await site.database.db.select().from(rutingRegel)
  return rules.find((rule) => rule.beskrivelse === beskrivelse)!.id
}

/** The text of the "prøv rutingen" answer, without its markup. */
function answerIn(page: string) {
  const card = /data-testid="prov-svar">([\s\S]*?)<\/div>/.exec(page)![1]!
  return card
    .replaceAll('<!-- -->', '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/ :/g, ':')
}

/** The current version, as the rule form's hidden field carries it. */
const versionIn = (page: string) => /name="versjon" value="(\d+)"/.exec(page)![1]!

const ruleForm = (
  fields: Record<string, string>,
  recipients: number[],
): Array<[string, string]> => [
  ...Object.entries(fields),
  ...recipients.map((id): [string, string] => ['mottakere', String(id)]),
  ['intent', 'lagre'],
]

describe.skipIf(!pagesBuilt)('the routing pages', () => {
  it('refuses editors with 403 and sends the signed-out to sign in, changing nothing', async () => {
    const before = await routingTables()
    const fallback = await ruleId('Resten til DSB')
    const pages = ['/forvaltning/ruting', '/forvaltning/ruting/ny', '/forvaltning/ruting/historikk']
    const post = ruleForm({ beskrivelse: 'Inntrenger', versjon: '0' }, [1])
    for (const path of [...pages, `/forvaltning/ruting/${fallback}`]) {
      expect((await site.as('dsb').send(path)).status, path).toBe(403)
      const signedOut = await staffBrowser(site.site, undefined).send(path)
      expect(signedOut.status, path).toBe(302)
      expect(signedOut.location).toBe('/forvaltning/logg-inn')
    }
    expect((await site.as('dsb').send('/forvaltning/ruting/ny', post)).status).toBe(403)
    const deletion: Array<[string, string]> = [
      ['intent', 'slett'],
      ['versjon', '0'],
    ]
    expect((await site.as('dsb').send(`/forvaltning/ruting/${fallback}`, deletion)).status).toBe(
      403,
    )
    expect(
      (await staffBrowser(site.site, undefined).send('/forvaltning/ruting/ny', post)).status,
    ).toBe(302)
    expect(await routingTables()).toBe(before)
    // The start page links administrators, and only them, to the rules.
    expect((await site.as('administrator').send('/forvaltning')).body).toContain(
      'href="/forvaltning/ruting"',
    )
    expect((await site.as('dsb').send('/forvaltning')).body).not.toContain('/forvaltning/ruting')
  })

  it('refuses a change posted from another origin', async () => {
    const before = await routingTables()
    const foreign = staffBrowser(site.site, site.sessions.administrator, 'https://angriper.example')
    const post = ruleForm({ beskrivelse: 'Fra et annet nettsted', versjon: '0' }, [1])
    expect((await foreign.send('/forvaltning/ruting/ny', post)).status).toBe(403)
    expect(await routingTables()).toBe(before)
  })

  it('says what is wrong at each field and in a summary, keeps what was typed, and saves nothing', async () => {
    const administrator = site.as('administrator')
    const before = await routingTables()
    const form = await administrator.send('/forvaltning/ruting/ny')
    const refused = await administrator.send(
      '/forvaltning/ruting/ny',
      ruleForm(
        {
          beskrivelse: ' ',
          begrunnelse: 'Prøver',
          risikoNivaa: 'EKSTREM',
          versjon: versionIn(form.body),
        },
        [],
      ),
    )
    expect(refused.status).toBe(400)
    expect(refused.body).toContain('Velg minst én myndighet som skal få meldingene')
    expect(refused.body).toContain('Dette feltet er påkrevd!')
    expect(refused.body).toContain('Velg Lav, Moderat eller Alvorlig')
    expect(refused.body).toContain('href="#regel-beskrivelse"')
    expect(refused.body).toContain('value="Prøver"')
    expect(await routingTables()).toBe(before)

    const fallback = await ruleId('Resten til DSB')
    const deletion = await administrator.send(`/forvaltning/ruting/${fallback}`, [
      ['intent', 'slett'],
      ['versjon', versionIn(form.body)],
    ])
    expect(deletion.status).toBe(400)
    expect(deletion.body).toContain(
      'Reserveregelen (alle kategorier, alle risikoer, alle nivåer) må finnes',
    )
    const reserved = await administrator.send('/forvaltning/ruting/ny', [
      ['__proto__.beskrivelse', 'x'],
      ['constructor', 'y'],
      ...ruleForm({ versjon: versionIn(form.body) }, [site.catalogue.authorities.dsb.id]),
    ])
    expect(reserved.status).toBe(400)
    expect(await routingTables()).toBe(before)
    expect((await administrator.send('/forvaltning/ruting/999999')).status).toBe(404)
    expect((await administrator.send('/forvaltning/ruting/abc')).status).toBe(404)
  })

  it('saves a change as a version in the history, and "prøv rutingen" follows it at once', async () => {
    const administrator = site.as('administrator')
    const { authorities, categories } = site.catalogue
    const tryToys = `/forvaltning/ruting?prov=1&kategori=${categories.toys.id}&risiko=&nivaa=`
    const before = answerIn((await administrator.send(tryToys)).body)
    expect(before).toContain(
      'Meldingen ville gått til: Direktoratet for samfunnssikkerhet og beredskap',
    )
    expect(before).toContain('reserveregelen avgjorde')
    const form = await administrator.send('/forvaltning/ruting/ny')
    const saved = await administrator.send(
      '/forvaltning/ruting/ny',
      ruleForm(
        {
          kategori: String(categories.children.id),
          risiko: '',
          risikoNivaa: '',
          beskrivelse: 'Barneprodukter går til Mattilsynet.',
          begrunnelse: 'Prøveordning',
          versjon: versionIn(form.body),
        },
        [authorities.mattilsynet.id],
      ),
    )
    expect(saved.status).toBe(302)
    expect(saved.location).toBe('/forvaltning/ruting?utfort=lagt-til')
    const after = answerIn((await administrator.send(tryToys)).body)
    expect(after).toContain('Meldingen ville gått til: Mattilsynet Avgjort av')
    expect(after).toContain('Barneprodukter · Alle · Alle → Mattilsynet. Barneprodukter går til')
    const history = (await administrator.send('/forvaltning/ruting/historikk')).body
    expect(history).toContain('La til regel')
    expect(history).toContain('Ada Admin')
    expect(history).toContain('Prøveordning')
    expect(history).toContain('Barneprodukter · Alle · Alle → Mattilsynet')
  })
})
