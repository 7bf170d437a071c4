import { until } from './until.ts'
import type { Database } from '../../db/connection.ts'
import { createStaff } from '../../domain/staff/create-staff.ts'
import { newStaffSchema } from '../../domain/staff/staff-schemas.ts'
import { createReportCatalogue } from './report-fixture.ts'
import { listeningAddress, startServerProcess } from './server-process.ts'
import { startTestSmtpServer } from './smtp-server.ts'
import { idIn, productForm, signedIn, staffBrowser } from './staff-products.ts'
import { createTestDatabase } from './test-database.ts'

/**
 * A real server process (`npm start`'s build, PUBLIC_URL https as in production) over a test
 * database with the small catalogue and four signed-in members of staff: two editors of DSB,
 * one of Mattilsynet, and an administrator.
 */
export async function startStaffProductsSite() {
  const database: Database = await createTestDatabase()
  const catalogue = await createReportCatalogue(database.db)
  const { dsb, mattilsynet } = catalogue.authorities
  const staff = async (epost: string, navn: string, rolle: string, myndighet?: number) => {
    const input = newStaffSchema.parse({ epost, navn, rolle, myndighet })
    return signedIn(database.db, await createStaff(database.db, input))
  }
  const sessions = {
    dsb: await staff('dina@dsb.example.no', 'Dina DSB', 'redaktor', dsb.id),
    dsbOther: await staff('dag@dsb.example.no', 'Dag DSB', 'redaktor', dsb.id),
    mattilsynet: await staff('mia@mt.example.no', 'Mia MT', 'redaktor', mattilsynet.id),
    administrator: await staff('ada@example.no', 'Ada Admin', 'administrator'),
  }
  const smtp = await startTestSmtpServer()
  const server = startServerProcess({
    NODE_ENV: 'production',
    LOG_LEVEL: 'info',
    DATABASE_URL: database.url,
    DEMO_DATA: 'false',
    SMTP_URL: smtp.url,
    CAPTCHA_SECRET: 'staff-products-test-'.padEnd(40, 'x'),
    PUBLIC_URL: 'https://farligeprodukter.example.no',
    PAGE_CACHE_SECONDS: '0',
    RATE_LIMIT_READS_PER_MINUTE: String(Number.MAX_SAFE_INTEGER),
  })
  const site = await listeningAddress(server)
  const as = (who: keyof typeof sessions) => staffBrowser(site, sessions[who])

  /** A whole product of DSB's, as the form posts it. */
  const dsbProduct = (navn: string, extra: Record<string, string> = {}) =>
    productForm(
      {
        navn,
        kjennetegn: 'Modell LS-40',
        beskrivelse: 'Lysslynge med 40 pærer, selges i interiørbutikker.',
        hvorforFarlig: 'Ledningen blir varm og kan ta fyr.',
        forbrukerAksjon: 'Slutt å bruke lysslyngen og lever den tilbake til butikken.',
        myndighet: String(dsb.id),
        eanNr: '4006381333931',
        utland: 'true',
        meldingFraLand: 'SE',
        lenke: 'https://dsb.example.no/tilbakekalling',
        ...extra,
      },
      {
        tiltak: [catalogue.measures.recall.id],
        hazards: [[catalogue.risks.fire.id, catalogue.categories.toys.id]],
      },
    )

  /** Publishes a product of DSB's through the form; answers its id. */
  async function publish(navn: string, who: keyof typeof sessions = 'dsb') {
    const answer = await as(who).send('/forvaltning/produkter/ny', [
      ...dsbProduct(navn),
      ['handling', 'publiser'],
    ])
    if (answer.status !== 302) throw new Error(`publishing answered ${answer.status}`)
    return idIn(answer.location)
  }

  /** How many products the public search finds for these words. */
  const publicSearch = async (q: string) => {
    const url = new URL(`/api/v1/produkt?q=${encodeURIComponent(q)}`, site)
    return ((await (await fetch(url)).json()) as { totalElements: number }).totalElements
  }

  /**
   * Waits until the public search finds this many products: a process's index takes a change
   * from the change feed, within seconds (decision 040), not in the request that made it.
   */
  const searchFinds = (q: string, count: number) =>
    until(
      async () => ((await publicSearch(q)) === count ? true : undefined),
      `${count} found for ${q}`,
    )

  return {
    database,
    catalogue,
    site,
    sessions,
    as,
    dsbProduct,
    publish,
    publicSearch,
    searchFinds,
    async close() {
      server.child.kill('SIGKILL')
      await smtp.stop()
      await database.close()
    },
  }
}

export type StaffProductsSite = Awaited<ReturnType<typeof startStaffProductsSite>>
