import { RouterContextProvider } from 'react-router'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { servicesContext, type Services } from '#app-context'
import type { Database } from '../../db/connection.ts'
import { createCatalogue } from '../../tests/support/catalogue-fixture.ts'
import { testServices } from '../../tests/support/test-app.ts'
import { createTestDatabase } from '../../tests/support/test-database.ts'
import { loader as detailLoader } from './authorities-detail.tsx'
import { loader as listLoader } from './authorities-list.tsx'

let database: Database
let ids: { dsb: number; mattilsynet: number }

beforeAll(async () => {
  database = await createTestDatabase()
  const { authorities } = await createCatalogue(database.db)
  ids = { dsb: authorities.dsb.id, mattilsynet: authorities.mattilsynet.id }
})

afterAll(() => database.close())

function args(params: Record<string, string> = {}) {
  const context = new RouterContextProvider()
  const services: Services = {
    ...testServices(database.db),
  }
  context.set(servicesContext, services)
  return { request: new Request('http://localhost/myndighet'), params, context } as never
}

/** What a loader threw, so a test can look at its status. */
async function thrown(run: () => Promise<unknown>) {
  try {
    await run()
  } catch (error) {
    return error
  }
  throw new Error('the loader did not throw')
}

describe('the authority list', () => {
  it('lists every authority with what it oversees and its website, never its inbox', async () => {
    const { authorities } = await listLoader(args())
    expect(authorities.map((authority) => authority.kortnavn).sort()).toEqual([
      'DSB',
      'Mattilsynet',
    ])
    expect(authorities[0]).toEqual({
      id: expect.any(Number),
      navn: expect.any(String),
      kortnavn: expect.any(String),
      beskrivelse: expect.stringContaining('fører tilsyn'),
      nettside: 'https://example.no',
    })
    expect(JSON.stringify(authorities)).not.toContain('innmelding@')
  })
})

describe('one authority', () => {
  it('loads the authority by id', async () => {
    const { authority } = await detailLoader(args({ id: String(ids.mattilsynet) }))
    expect(authority).toMatchObject({ id: ids.mattilsynet, navn: 'Mattilsynet' })
    expect(JSON.stringify(authority)).not.toContain('innmelding@')
  })

  it.each(['999999', 'abc', '1.5', '-1', '00000000001'])(
    'answers 404 for the id %s',
    async (id) => {
      const error = await thrown(() => detailLoader(args({ id })))
      // data(null, { status: 404 }), which the root error boundary shows as the not-found page.
      expect(error).toMatchObject({ type: 'DataWithResponseInit', init: { status: 404 } })
    },
  )
})
