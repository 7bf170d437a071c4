import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { LANGUAGE_COOKIE, type Language } from '../../i18n/language.ts'

/** One page as a browser without JavaScript got it. */
export interface Visit {
  /** What was asked for, as a failing check names it: `nn POST /innmelding/bekymring (empty)`. */
  label: string
  /** The address asked for, which names the page route it reached (page-routes.ts). */
  path?: string
  status: number
  html: string
}

let clients = 0

/**
 * Fetches pages from a running server in one language, as a browser without JavaScript does
 * (plain GETs and url-encoded form posts, redirects followed), and keeps each page it got.
 * Each post comes from an address of its own (the server believes X-Forwarded-For from
 * loopback), so the per-address form limits never decide what a page shows.
 */
export class PageVisitor {
  readonly visits: Visit[] = []

  private readonly origin: URL
  readonly lang: Language

  constructor(origin: URL, lang: Language) {
    this.origin = origin
    this.lang = lang
  }

  async get(pathAndQuery: string, status = 200, note = '') {
    const response = await this.fetch(pathAndQuery)
    return this.record(`GET ${pathAndQuery}${note}`, pathAndQuery, status, response)
  }

  async post(
    pathAndQuery: string,
    fields: Record<string, string | string[]>,
    status: number,
    note: string,
  ) {
    const body = new URLSearchParams()
    for (const [name, value] of Object.entries(fields)) {
      for (const each of [value].flat()) body.append(name, each)
    }
    const response = await this.fetch(pathAndQuery, {
      method: 'POST',
      body,
      headers: { 'x-forwarded-for': `10.99.${Math.floor(++clients / 250)}.${(clients % 250) + 1}` },
    })
    return this.record(`POST ${pathAndQuery} (${note})`, pathAndQuery, status, response)
  }

  private fetch(pathAndQuery: string, init: RequestInit = {}) {
    return fetch(new URL(pathAndQuery, this.origin), {
      ...init,
      headers: { cookie: `${LANGUAGE_COOKIE}=${this.lang}`, ...init.headers },
    })
  }

  private async record(what: string, path: string, status: number, response: Response) {
    const html = await response.text()
    const label = `${this.lang} ${what}`
    if (response.status !== status) {
      throw new Error(`${label}: expected ${status}, got ${response.status}\n${html.slice(0, 300)}`)
    }
    if (!response.headers.get('content-type')?.startsWith('text/html')) {
      throw new Error(`${label}: not an HTML page (${response.headers.get('content-type')})`)
    }
    this.visits.push({ label, path, status, html })
    return html
  }
}

/** Writes each page to a file of its own in the folder; returns the label of each file's page. */
export async function savePages(folder: string, visits: Visit[]) {
  const labels = new Map<string, string>()
  await Promise.all(
    visits.map(async (visit, index) => {
      const file = path.join(folder, `page-${String(index).padStart(3, '0')}.html`)
      labels.set(path.basename(file), visit.label)
      await writeFile(file, visit.html)
    }),
  )
  return labels
}
