import { describe, expect, it } from 'vitest'
import { addProduct, createCatalogue } from '../tests/support/catalogue-fixture.ts'
import { useApiTest } from '../tests/support/api-test.ts'
import { captchaParameter } from '../tests/support/report-fixture.ts'

let catalogue: Awaited<ReturnType<typeof createCatalogue>>
const ids: Record<string, number> = {}

const test = useApiTest({
  fill: async (db) => {
    catalogue = await createCatalogue(db)
    const { authorities, categories, risks, measures } = catalogue
    ids.cot = await addProduct(db, {
      navn: 'Barneseng Drømmeland 60x120',
      kjennetegn: 'Modell DL-60',
      // 00:30 on 2 March in Oslo, still 1 March in UTC.
      published: '2024-03-01T23:30:00Z',
      myndighetId: authorities.dsb.id,
      hazards: [{ risikoId: risks.fire.id, kategoriId: categories.cots.id }],
      measures: [measures.recall.id],
      eanNr: '7090012345678',
      batchSerieNr: 'LOT-2024-17',
    })
    ids.sunscreen = await addProduct(db, {
      navn: 'Crème solaire Soleil',
      published: '2024-05-10T10:00:00Z',
      myndighetId: authorities.mattilsynet.id,
      hazards: [{ risikoId: risks.chemical.id, kategoriId: categories.cosmetics.id }],
      utland: true,
    })
    ids.pram = await addProduct(db, {
      navn: 'Barnevogn Turbo',
      published: '2023-01-15T12:00:00Z',
      myndighetId: authorities.dsb.id,
      hazards: [
        { risikoId: risks.choking.id, kategoriId: categories.prams.id },
        { risikoId: risks.fire.id, kategoriId: categories.cots.id },
      ],
      measures: [measures.salesBan.id],
      proff: true,
      // Three photos in order, the last one marked as the main one.
      images: 3,
    })
    ids.rattle = await addProduct(db, {
      navn: 'Skrangle Bjørn',
      beskrivelse: 'En myk skrangle med små deler som kan løsne.',
      published: '2022-06-01T12:00:00Z',
      myndighetId: authorities.dsb.id,
      hazards: [{ risikoId: risks.choking.id, kategoriId: categories.toys.id }],
    })
    ids.withdrawn = await addProduct(db, {
      navn: 'Gammel barneseng',
      published: '2024-06-01T12:00:00Z',
      myndighetId: authorities.dsb.id,
      hazards: [{ risikoId: risks.fire.id, kategoriId: categories.cots.id }],
      withdrawn: true,
    })
  },
})

async function search(query: string) {
  const response = await test.app.inject({ method: 'GET', url: `/api/v1/produkt?${query}` })
  expect(response.statusCode, response.body).toBe(200)
  return response.json<{
    content: { id: number; navn: string; risikoer: number[]; imageUrl: string | null }[]
    totalElements: number
    aggregations: { kategoriAggregation: { id: number; hits: number }[] }
  }>()
}

const names = (result: { content: { navn: string }[] }) => result.content.map((p) => p.navn)

describe('GET /api/v1/produkt without text', () => {
  it('lists public products newest first, withdrawn ones left out', async () => {
    const result = await search('')
    expect(names(result)).toEqual([
      'Crème solaire Soleil',
      'Barneseng Drømmeland 60x120',
      'Barnevogn Turbo',
      'Skrangle Bjørn',
    ])
    expect(result.totalElements).toBe(4)
  })

  it('gives each card its main image, risks and dates', async () => {
    const result = await search('q=Turbo')
    expect(result.content[0]).toMatchObject({
      id: ids.pram,
      imageUrl: expect.stringMatching(/^\/bilde\/\d+$/),
      imageAlt: 'Bilde 3 av Barnevogn Turbo',
      risikoer: [catalogue.risks.fire.id, catalogue.risks.choking.id].sort((a, b) => a - b),
      firstPublished: '2023-01-15T12:00:00.000Z',
      sortSistEndretDato: '2023-01-15T12:00:00.000Z',
    })
  })

  it('treats a blank q as none', async () => {
    expect((await search('q=%20%20')).totalElements).toBe(4)
  })

  it('pages from 0 with the size asked for', async () => {
    const first = await search('size=3&page=0')
    const second = await search('size=3&page=1')
    expect(first.content).toHaveLength(3)
    expect(names(second)).toEqual(['Skrangle Bjørn'])
    expect(second.totalElements).toBe(4)
    expect((await search('size=3&page=9')).content).toEqual([])
  })
})

describe('free text', () => {
  it.each([
    ['the plural through Norwegian stemming', 'barnesenger', 'Barneseng Drømmeland 60x120'],
    ['a word without its accent', 'creme', 'Crème solaire Soleil'],
    ['the last word as a prefix, while typing', 'drømme', 'Barneseng Drømmeland 60x120'],
    ['a word with one wrong letter', 'skrengle', 'Skrangle Bjørn'],
    ['a misspelt word before another', 'barnevpgn turbo', 'Barnevogn Turbo'],
    ['a word in the description', 'deler', 'Skrangle Bjørn'],
    ['the EAN number exactly', '7090012345678', 'Barneseng Drømmeland 60x120'],
    ['the batch number in any case', 'lot-2024-17', 'Barneseng Drømmeland 60x120'],
  ])('finds %s', async (_what, q, expected) => {
    const result = await search(`q=${encodeURIComponent(q)}`)
    expect(names(result)).toContain(expected)
  })

  it('reads a NUL byte, which PostgreSQL cannot hold, as a space: search, export and statistics', async () => {
    expect(names(await search('q=barnevogn%00turbo'))).toEqual(['Barnevogn Turbo'])
    for (const path of ['produkt/export', 'produkt/statistikk', 'produkt/feed']) {
      const response = await test.app.inject({ method: 'GET', url: `/api/v1/${path}?q=%00` })
      expect(response.statusCode, path).toBeLessThan(500)
    }
  })

  it('finds nothing, without failing, for a text with no words in it', async () => {
    expect(names(await search('q=%3D%3D'))).toEqual([])
    for (const path of ['produkt/statistikk', 'produkt/feed']) {
      const response = await test.app.inject({ method: 'GET', url: `/api/v1/${path}?q=%3D` })
      expect(response.statusCode, path).toBeLessThan(500)
    }
    // The export sorts as the search does, after its headers have gone: a failure there would
    // cut the download off.
    const grecaptcha = await captchaParameter(test.app)
    const url = `/api/v1/produkt/export?q=%3D&format=csv&grecaptcha=${grecaptcha}`
    const exported = await test.app.inject({ method: 'GET', url })
    expect(exported.statusCode).toBe(200)
  })

  it('needs every word to match', async () => {
    expect(names(await search('q=barnevogn%20soleil'))).toEqual([])
  })

  it('does not find a product by a word it does not contain', async () => {
    expect(names(await search('q=motorsag'))).toEqual([])
  })

  it('puts the best match first', async () => {
    const result = await search('q=barneseng')
    expect(names(result)[0]).toBe('Barneseng Drømmeland 60x120')
  })

  it('takes symbols in the text as spaces, not as query syntax', async () => {
    const result = await search(`q=${encodeURIComponent("barneseng & ! ' :* (")}`)
    expect(names(result)).toContain('Barneseng Drømmeland 60x120')
  })
})

describe('filters', () => {
  it('includes every descendant of a category', async () => {
    const { categories } = catalogue
    expect(names(await search(`kategori=${categories.children.id}`))).toEqual([
      'Barneseng Drømmeland 60x120',
      'Barnevogn Turbo',
      'Skrangle Bjørn',
    ])
    expect(names(await search(`kategori=${categories.prams.id}`))).toEqual(['Barnevogn Turbo'])
  })

  it('ORs the ids inside one filter and ANDs the filters', async () => {
    const { risks, authorities } = catalogue
    const either = await search(`risiko=${risks.chemical.id},${risks.choking.id}`)
    expect(either.totalElements).toBe(3)
    const both = await search(
      `risiko=${risks.chemical.id},${risks.choking.id}&myndighet=${authorities.mattilsynet.id}`,
    )
    expect(names(both)).toEqual(['Crème solaire Soleil'])
  })

  it('filters on measures', async () => {
    expect(names(await search(`tiltak=${catalogue.measures.salesBan.id}`))).toEqual([
      'Barnevogn Turbo',
    ])
  })

  it('shows only professional or only foreign-reported products when asked', async () => {
    expect(names(await search('proff=true'))).toEqual(['Barnevogn Turbo'])
    expect(names(await search('utland=true'))).toEqual(['Crème solaire Soleil'])
    expect((await search('proff=false&utland=false')).totalElements).toBe(4)
  })

  it('bounds the first-published day inclusively, in Norwegian time', async () => {
    expect(names(await search('df=2024-03-02&dt=2024-03-02'))).toEqual([
      'Barneseng Drømmeland 60x120',
    ])
    expect(names(await search('df=2024-03-01&dt=2024-03-01'))).toEqual([])
    expect((await search('df=2023-01-01')).totalElements).toBe(3)
    expect((await search('dt=2023-01-15')).totalElements).toBe(2)
  })

  it.each(['risiko', 'kategori', 'tiltak', 'myndighet'])(
    'answers an unknown id in %s with nothing found, not an error',
    async (parameter) => {
      const result = await search(`${parameter}=999999`)
      expect(result.totalElements).toBe(0)
      expect(result.content).toEqual([])
    },
  )

  it('still finds the known id of a list that also names an unknown one', async () => {
    const { authorities, measures } = catalogue
    expect(names(await search(`tiltak=999999,${measures.salesBan.id}`))).toEqual([
      'Barnevogn Turbo',
    ])
    expect(names(await search(`myndighet=${authorities.mattilsynet.id},999999`))).toEqual([
      'Crème solaire Soleil',
    ])
  })
})

describe('category hits', () => {
  const hits = (result: {
    aggregations: { kategoriAggregation: { id: number; hits: number }[] }
  }) => Object.fromEntries(result.aggregations.kategoriAggregation.map((c) => [c.id, c.hits]))

  it('rolls up from level 3 to the parents, counting a product once per category', async () => {
    const { categories } = catalogue
    const counts = hits(await search(''))
    expect(counts[categories.cots.id]).toBe(2)
    expect(counts[categories.prams.id]).toBe(1)
    // The pram has hazards in two subcategories of Barneutstyr: it counts once there.
    expect(counts[categories.equipment.id]).toBe(2)
    expect(counts[categories.children.id]).toBe(3)
    expect(counts[categories.cosmetics.id]).toBe(1)
  })

  it('ignores the chosen category, so its siblings stay visible', async () => {
    const { categories } = catalogue
    const result = await search(`kategori=${categories.prams.id}`)
    expect(result.totalElements).toBe(1)
    expect(hits(result)[categories.cots.id]).toBe(2)
    expect(hits(result)[categories.cosmetics.id]).toBe(1)
  })

  it('follows the other filters and the text', async () => {
    const { categories } = catalogue
    const counts = hits(await search('q=skrangle'))
    expect(counts).toEqual({ [categories.toys.id]: 1, [categories.children.id]: 1 })
  })
})
