import { describe, expect, it } from 'vitest'
import { kategori, land, myndighet, risiko, tiltak } from '../db/schema/index.ts'
import { useApiTest } from '../tests/support/api-test.ts'

const test = useApiTest({
  fill: async (db) => {
    await db.insert(myndighet).values([
      {
        navn: 'Mattilsynet',
        kortnavn: 'Mattilsynet',
        beskrivelse: 'Kosmetikk',
        nettside: 'https://www.mattilsynet.no',
        innmeldingEpost: 'innmelding@mattilsynet.example.no',
      },
      {
        navn: 'Direktoratet for samfunnssikkerhet og beredskap',
        kortnavn: 'DSB',
        beskrivelse: 'Elektriske produkter',
        nettside: 'https://www.dsb.no',
        innmeldingEpost: 'innmelding@dsb.example.no',
        standardMottaker: true,
      },
    ])
    const [children] = await db
      .insert(kategori)
      .values({ navn: 'Barneprodukter', nivaa: 1, piktogram: '<svg/>', piktogramAktiv: '<svg/>' })
      .returning()
    const [toys] = await db
      .insert(kategori)
      .values({ navn: 'Leker', nivaa: 2, parentId: children!.id })
      .returning()
    await db.insert(kategori).values({ navn: 'Kosedyr', nivaa: 3, parentId: toys!.id })
    await db.insert(risiko).values([{ navn: 'Kvelning' }, { navn: 'Brann' }])
    await db.insert(tiltak).values([{ navn: 'Tilbakekalling fra forbruker' }, { navn: null }])
    await db.insert(land).values([
      { alpha2: 'SE', navn: 'Sverige' },
      { alpha2: 'AT', navn: 'Østerrike' },
      { alpha2: 'DK', navn: 'Danmark' },
    ])
  },
})

async function getJson(url: string) {
  const response = await test.app.inject({ method: 'GET', url })
  return { response, body: response.json() }
}

describe('GET /api/v1/myndighet', () => {
  it('lists the authorities by name without their report inboxes', async () => {
    const { response, body } = await getJson('/api/v1/myndighet')
    expect(response.statusCode).toBe(200)
    expect(body.map((a: { kortnavn: string }) => a.kortnavn)).toEqual(['DSB', 'Mattilsynet'])
    expect(Object.keys(body[0]).sort()).toEqual([
      'beskrivelse',
      'id',
      'kortnavn',
      'navn',
      'nettside',
    ])
    expect(response.body).not.toContain('example.no')
  })
})

describe('GET /api/v1/kategori', () => {
  it('gives the whole tree with parents, levels and pictogram paths on this site', async () => {
    const { body } = await getJson('/api/v1/kategori')
    expect(body).toHaveLength(3)
    const [top, middle, leaf] = body
    expect(top).toMatchObject({ navn: 'Barneprodukter', nivaa: 1, parent: null })
    expect(top.picto).toBe(`/pictogram/${top.id}.svg`)
    expect(top.pictoActive).toBe(`/pictogram/${top.id}/aktiv.svg`)
    expect(middle).toMatchObject({ navn: 'Leker', nivaa: 2, parent: top.id, picto: null })
    expect(leaf).toMatchObject({ navn: 'Kosedyr', nivaa: 3, parent: middle.id })
  })
})

describe('GET /api/v1/risiko, /tiltak and /countries', () => {
  it('lists risks by name', async () => {
    const { body } = await getJson('/api/v1/risiko')
    expect(body.map((r: { navn: string }) => r.navn)).toEqual(['Brann', 'Kvelning'])
  })

  it('lists measures, keeping one whose name is missing', async () => {
    const { body } = await getJson('/api/v1/tiltak')
    expect(body.map((m: { navn: string | null }) => m.navn)).toEqual([
      'Tilbakekalling fra forbruker',
      null,
    ])
  })

  it('sorts countries in Norwegian order, Ø after the other letters', async () => {
    const { body } = await getJson('/api/v1/countries')
    expect(body).toEqual([
      { alpha2: 'DK', name: 'Danmark' },
      { alpha2: 'SE', name: 'Sverige' },
      { alpha2: 'AT', name: 'Østerrike' },
    ])
  })
})

describe('caching', () => {
  it('marks reference lists cacheable and answers a matching ETag with 304', async () => {
    const first = await test.app.inject({ method: 'GET', url: '/api/v1/kategori' })
    expect(first.headers['cache-control']).toMatch(/^public, max-age=\d+/)
    const etag = first.headers.etag as string
    expect(etag).toBeTruthy()
    const again = await test.app.inject({
      method: 'GET',
      url: '/api/v1/kategori',
      headers: { 'if-none-match': etag },
    })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')
  })

  it('gives a new ETag when the data changes', async () => {
    const before = await test.app.inject({ method: 'GET', url: '/api/v1/risiko' })
    await test.database.db.insert(risiko).values({ navn: 'Elektrisk støt' })
    const after = await test.app.inject({
      method: 'GET',
      url: '/api/v1/risiko',
      headers: { 'if-none-match': before.headers.etag as string },
    })
    expect(after.statusCode).toBe(200)
    expect(after.json()).toHaveLength(3)
  })
})
