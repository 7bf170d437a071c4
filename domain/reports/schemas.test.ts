import { describe, expect, it } from 'vitest'
import { nb } from '../../i18n/nb.ts'
import { translateKey } from '../../i18n/translate.ts'
import { concernSchema } from './concern-schema.ts'
import { dutyToReportSchema, mustUseEuGateway } from './duty-to-report-schema.ts'
import { observationSchema } from './observation-schema.ts'

/** The first problem's message key and its values, as a form would show it. */
function firstProblem(schema: { safeParse(input: unknown): unknown }, input: unknown) {
  const result = schema.safeParse(input) as {
    success: boolean
    error?: { issues: { path: PropertyKey[]; message: string; params?: object }[] }
  }
  const issue = result.error?.issues[0]
  return issue && { path: issue.path.join('.'), key: issue.message, params: issue.params }
}

describe('observationSchema', () => {
  it('takes what a browser form posts: text, with empty fields meaning not given', () => {
    const parsed = observationSchema.parse({
      produkt_id: '42',
      observert_dato: ' 7.3.2025 ',
      observert_sted: ' Storgata 1 ',
      observatoer_navn: '',
      observatoer_epost: '',
      myndighet_reciepents: ['1', '2'],
    })
    expect(parsed).toEqual({
      produkt_id: 42,
      observert_dato: '2025-03-07',
      observert_sted: 'Storgata 1',
      observatoer_navn: undefined,
      observatoer_epost: undefined,
      myndighet_reciepents: undefined,
    })
  })

  it('refuses a NUL byte in free text, which the database cannot store', () => {
    const input = { produkt_id: 1, observert_dato: '7.3.2025', observert_sted: 'Butikk\u0000' }
    expect(firstProblem(observationSchema, input)).toMatchObject({
      path: 'observert_sted',
      key: 'reports.invalidText',
    })
  })

  it('names the field at fault, one problem at a time', () => {
    expect(firstProblem(observationSchema, { produkt_id: 1, observert_dato: 'i går' })).toEqual({
      path: 'observert_dato',
      key: 'reports.invalidDate',
      params: undefined,
    })
  })
})

describe('concernSchema', () => {
  const minimal = {
    melder_kompetanse: 'PRIVAT_FORBRUKER',
    produkt_navn: 'Krem',
    hendelse_beskrivelse: 'Utslett',
  }

  it('needs only competence, product name and what happened', () => {
    const parsed = concernSchema.parse(minimal)
    expect(parsed).toMatchObject({
      ...minimal,
      hendelse_skadekonsekvens: [],
      hendelse_skadedePersoner: [],
    })
  })

  it('counts list items and gives the limit to the text', () => {
    const many = {
      ...minimal,
      hendelse_skadekonsekvens: Array.from({ length: 11 }, (_, i) => `k${i}`),
    }
    const problem = firstProblem(concernSchema, many)
    expect(problem).toMatchObject({ key: 'reports.tooManyChoices', params: { max: 10 } })
    expect(translateKey(nb, problem!.key, problem!.params as never)).toBe(
      'Du kan ikke velge flere enn 10',
    )
  })

  it('takes a year of birth up to this year', () => {
    const year = new Date().getFullYear()
    const person = (aar: number) => ({
      ...minimal,
      hendelse_skadedePersoner: [{ kjonn: 'MANN', aar }],
    })
    expect(concernSchema.safeParse(person(year)).success).toBe(true)
    expect(firstProblem(concernSchema, person(year + 1))).toMatchObject({
      path: 'hendelse_skadedePersoner.0.aar',
      key: 'reports.outOfRange',
    })
  })
})

describe('dutyToReportSchema', () => {
  const minimal = {
    virksomhet_navn: 'AS',
    virksomhet_organisasjonsnummer: '974760673',
    kontaktperson_navn: 'Liv',
    kontaktperson_epost: 'liv@example.no',
    melder_rolle: ['PRODUCER', 'PRODUCER'],
    produkt_navn: 'Lampe',
    produkt_kategori: 3,
    risiko_nivaa: 'HIGH',
  }

  it('keeps each role and country once', () => {
    const parsed = dutyToReportSchema.parse({
      ...minimal,
      produkt_solgt_utenfor_norge: 'JA',
      produkt_solgt_land: ['se', 'SE', 'DK'],
    })
    expect(parsed.melder_rolle).toEqual(['PRODUCER'])
    expect(parsed.produkt_solgt_land).toEqual(['SE', 'DK'])
  })

  it('checks the countries against "sold outside Norway" while other fields are still missing', () => {
    // What a form checked a step at a time sends before its later steps are filled in.
    const soFar = { produkt_solgt_utenfor_norge: 'JA', produkt_solgt_land: [] }
    const result = dutyToReportSchema.safeParse(soFar)
    const problems = result.error?.issues.filter((issue) => issue.path[0] === 'produkt_solgt_land')
    expect(problems?.map((issue) => issue.message)).toEqual(['reports.required'])
    const without = dutyToReportSchema.safeParse({ produkt_solgt_land: ['SE'] })
    expect(
      without.error?.issues.find((issue) => issue.path[0] === 'produkt_solgt_land')?.message,
    ).toBe('reports.countriesWithoutSale')
  })

  it('refuses a message that is not an object, rather than failing on its missing fields', () => {
    for (const input of [null, undefined, [], 'melding', 7]) {
      const result = dutyToReportSchema.safeParse(input)
      expect(result.success).toBe(false)
      expect(result.error?.issues[0]?.path).toEqual([])
    }
  })

  it('says the EU gateway applies as soon as a country is chosen', () => {
    expect(mustUseEuGateway([])).toBe(false)
    expect(mustUseEuGateway(['SE'])).toBe(true)
  })
})

describe('messages', () => {
  it('are all texts of nb.reports, the spec texts word for word', () => {
    const keys = [
      'reports.required',
      'reports.invalidPostalCode',
      'reports.files.tooLarge',
      'reports.files.tooMany',
    ].map((key) => translateKey(nb, key, { name: 'a.pdf', size: '16 MB', max: '15 MB', count: 10 }))
    expect(keys).toEqual([
      'Dette feltet er påkrevd!',
      'Dette er ikke et gyldig postnummer',
      'a.pdf er 16 MB, tillate maks størrelse er 15 MB',
      'Du kan ikke legge ved flere enn 10 filer',
    ])
  })

  it('exist for every key the schemas can give', async () => {
    const sources = await Promise.all(
      ['fields.ts', 'coded-fields.ts', 'duty-to-report-schema.ts', 'attachment-rules.ts'].map(
        async (file) =>
          (await import('node:fs/promises')).readFile(new URL(file, import.meta.url), 'utf8'),
      ),
    )
    const keys = new Set(
      sources
        .join('\n')
        .match(/'reports\.[\w.]+'/g)!
        .map((key) => key.slice(1, -1)),
    )
    expect(keys.size).toBeGreaterThan(15)
    for (const key of keys) expect(translateKey(nb, key), key).toBeDefined()
  })
})
