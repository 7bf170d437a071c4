import { count } from 'drizzle-orm'
import type { Db } from '../../db/connection.ts'
import { produkt, produktHistorikk, produktUtkast } from '../../db/schema/index.ts'
import { openSession } from '../../domain/staff/sessions.ts'

/** The session cookie's name when PUBLIC_URL is an https address, as in production. */
const SESSION_COOKIE = '__Host-fp_forvaltning_okt'

export interface PageAnswer {
  status: number
  location: string | null
  body: string
}

/**
 * A browser at the staff area of a server process: signed in with a session opened in the
 * database, as the sign-in link opens one, or signed out (`session` undefined). `origin` is the
 * site it posts from: the server's own unless a test says otherwise.
 */
export function staffBrowser(site: URL, session: string | undefined, origin = site.origin) {
  /** A GET, or a post of the fields (urlencoded) or of a multipart form with files. */
  async function send(
    path: string,
    form?: Array<[string, string]> | FormData,
  ): Promise<PageAnswer> {
    const multipart = form instanceof FormData
    const response = await fetch(new URL(path, site), {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        ...(session ? { cookie: `${SESSION_COOKIE}=${session}` } : {}),
        ...(form ? { origin } : {}),
        // A multipart body's type, with its boundary, is fetch's to write.
        ...(form && !multipart ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: multipart ? form : form ? new URLSearchParams(form).toString() : undefined,
    })
    return {
      status: response.status,
      location: response.headers.get('location'),
      body: await response.text(),
    }
  }
  /** A multipart post with one file, as the browser sends a form with a file field. */
  async function upload(path: string, field: string, file: { name: string; bytes: Uint8Array }) {
    const form = new FormData()
    form.set(field, new Blob([file.bytes.slice()]), file.name)
    const response = await fetch(new URL(path, site), {
      method: 'POST',
      redirect: 'manual',
      headers: { ...(session ? { cookie: `${SESSION_COOKIE}=${session}` } : {}), origin },
      body: form,
    })
    return {
      status: response.status,
      location: response.headers.get('location'),
      body: await response.text(),
    }
  }
  return { send, upload }
}

/** Opens a session for a member of staff, as following their sign-in link does. */
export const signedIn = (db: Db, staffId: number) => openSession(db, staffId, new Date(), 'lenke')

/** The product form as a browser posts it: fields, ticked measures, hazard rows, the button. */
export function productForm(
  fields: Record<string, string>,
  { tiltak = [], hazards = [] }: { tiltak?: number[]; hazards?: Array<[number, number]> } = {},
): Array<[string, string]> {
  return [
    ...Object.entries(fields),
    ...tiltak.map((id): [string, string] => ['tiltak', String(id)]),
    ...hazards.flatMap(([risk, category], index): Array<[string, string]> => [
      [`fareList.${index}.risikoId`, String(risk)],
      [`fareList.${index}.produktKategoriId`, String(category)],
    ]),
    // The blank row the form always has below the filled ones.
    [`fareList.${hazards.length}.risikoId`, ''],
    [`fareList.${hazards.length}.produktKategoriId`, ''],
  ]
}

/** What a refused post must leave as it was: every product, draft and history row. */
export async function productTables(db: Db) {
  const [products, drafts, history] = await Promise.all([
    db.select().from(produkt).orderBy(produkt.id),
    db.select().from(produktUtkast).orderBy(produktUtkast.id),
    db.select({ n: count() }).from(produktHistorikk),
  ])
  return JSON.stringify({ products, drafts, history })
}

/** The product form with a picture file and its text, as a browser posts it (multipart). */
export function withImage(
  fields: Array<[string, string]>,
  image: { bytes: Uint8Array; name: string; alt: string },
): FormData {
  const form = new FormData()
  for (const [name, value] of fields) form.append(name, value)
  form.append('nyttBilde', new File([new Uint8Array(image.bytes)], image.name))
  form.append('nyttBildeAlt', image.alt)
  return form
}

/** The id at the end of a staff product page's address. */
export const idIn = (location: string | null) => Number(/\/(\d+)(\?|$)/.exec(location ?? '')?.[1])

/** A small but whole PDF: one empty page. */
export const SMALL_PDF = new TextEncoder().encode(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
)

/** The product form with a document file and the name it is to be shown under (multipart). */
export function withDocument(
  fields: Array<[string, string]>,
  document: { bytes: Uint8Array; name: string; filnavn: string },
): FormData {
  const form = new FormData()
  for (const [name, value] of fields) form.append(name, value)
  form.append('nyttDokument', new File([new Uint8Array(document.bytes)], document.name))
  form.append('nyttDokumentNavn', document.filnavn)
  return form
}
