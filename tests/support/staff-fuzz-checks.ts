import { sql } from 'drizzle-orm'
import type { Db } from '../../db/connection.ts'
import { MAX_FORM_FIELDS } from '../../app/components/form/read-form.server.ts'
import { databaseFingerprint } from './fuzz-send.ts'
import { ODD_IDS } from './page-fuzz-forms.ts'
import type { PageAnswer } from './page-fuzz-http.ts'
import type { Damage, PagePost } from './page-fuzz-posts.ts'

/** The session cookie's name when PUBLIC_URL is an https address, as in production. */
const SESSION_COOKIE = '__Host-fp_forvaltning_okt'

/** What a signed-in browser sends with every post: its session, and its page's origin. */
export const signedInHeaders = (site: URL, session: string) => ({
  cookie: `${SESSION_COOKIE}=${session}`,
  origin: site.origin,
})

/** Rows of the tables that count, each as its fingerprint does: count and sum of `xmin`. */
const WATCHED_ROWS: Record<'all watched' | 'waiting allowed', Record<string, string>> = {
  'all watched': { revisjonslogg: `handling <> 'melding.vist'` },
  'waiting allowed': {
    revisjonslogg: `handling <> 'melding.vist'`,
    produkt_bilde: 'produkt_id is not null',
    produkt_dokument: 'produkt_id is not null',
    bilde_variant: 'bilde_id in (select id from produkt_bilde where produkt_id is not null)',
  },
}

/**
 * Everything a post may change, as fingerprints, but for what any signed-in request writes: the
 * session's last-seen time (the idle limit runs from it), and the audit log's record that a
 * report was shown, as the page a refused post to it answers with shows it again. With
 * `uploads: 'waiting allowed'`, also but for pictures and documents uploaded with a product form
 * and left waiting for a save (no product yet): the form keeps them when it refuses the rest
 * (decision 049), so that they need not be chosen again.
 */
export async function staffFingerprint(
  db: Db,
  uploads: 'all watched' | 'waiting allowed' = 'all watched',
): Promise<Record<string, string>> {
  const print = await databaseFingerprint(db)
  delete print.ansatt_okt
  const parts = Object.entries(WATCHED_ROWS[uploads]).map(
    ([table, where]) =>
      `select '${table}' as name, count(*) || ':' || coalesce(sum(xmin::text::bigint), 0) as print from "${table}" where ${where}`,
  )
  const { rows } = await db.execute<{ name: string; print: string }>(
    sql.raw(parts.join(' union all ')),
  )
  for (const row of rows) print[row.name] = row.print
  return print
}

/** What differs between two fingerprints. */
export const changedIn = (before: Record<string, string>, after: Record<string, string>) =>
  Object.keys(before).filter((name) => before[name] !== after[name])

/** Bodies no form can be read from: their post is refused whoever sends it. */
const UNREADABLE: readonly Damage[] = [
  'json',
  'text-plain',
  'no-content-type',
  'no-boundary',
  'wrong-boundary',
  'truncated',
  'garbage-multipart',
]

// The odd ids hold no character a regular expression reads otherwise.
const ODD_PATH = new RegExp(`/(${ODD_IDS.join('|')}|annet/.*)$`)

/**
 * Whether a post could pass and so may write: one with a body a form can be read from, not too
 * many fields, to a page that can exist. Such posts are sent one at a time; the rest go
 * together, and must all be refused and leave every table as it was.
 */
export function mightBeAccepted(post: PagePost): boolean {
  if (post.damage && UNREADABLE.includes(post.damage)) return false
  if (post.fields.length + (post.file ? 1 : 0) > MAX_FORM_FIELDS) return false
  return !ODD_PATH.test(post.path)
}

/** A staff post went through: a page (200), or a redirect elsewhere than to sign in. */
export const accepted = (answer: PageAnswer) =>
  !answer.closed && answer.status >= 200 && answer.status < 400

/**
 * Clean requests of the staff area whose answers must not change however it was posted to: an
 * empty product form published refuses, naming each required field; the product list is shown.
 */
export async function staffProbes(site: URL, session: string, address: () => string) {
  const headers = { ...signedInHeaders(site, session), 'x-forwarded-for': address() }
  const refused = await fetch(new URL('/forvaltning/produkter/ny', site), {
    method: 'POST',
    redirect: 'manual',
    headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
    body: 'handling=publiser',
  })
  const html = await refused.text()
  const named = [...html.matchAll(/href="#([^"]+)"/g)].map((match) => match[1])
  const list = await fetch(new URL('/forvaltning/produkter', site), { headers })
  return {
    productForm: { status: refused.status, named: [...new Set(named)].sort() },
    productList: list.status,
  }
}
