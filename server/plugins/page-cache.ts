import { Readable } from 'node:stream'
import type { FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify'
import { LANGUAGE_COOKIE } from '../../i18n/language.ts'

/**
 * The pages that are the same for every visitor: the catalogue (home, search, products) and the
 * information pages, and the data requests (`.data`, `_root.data`) the browser makes for them
 * when it navigates with JavaScript. Forms, subscriptions and everything private are not here.
 */
const SHARED_PAGE =
  /^\/(?:_root|search|produkt\/\d{1,9}|myndighet(?:\/\d{1,9})?|omnettstedet|personvern)?(?:\.data)?$/

/** The language cookie's value, which decides the page's language when the address does not. */
const LANGUAGE_IN_COOKIE = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([^;]*)`)

export interface PageCacheOptions {
  /** How long a page is served again as it was drawn (PAGE_CACHE_SECONDS); 0 turns it off. */
  seconds: number
  /** The most the cached pages may take of the process's memory, together. */
  maxBytes?: number
  now?: () => number
}

interface CachedPage {
  /** The page as drawn, with the nonce of the request it was drawn for. */
  body: string
  nonce: string
  contentType: string
  /** When it was drawn; fresh for `seconds`, then sent while one request draws it again. */
  drawnAt: number
  /** Until when one request is drawing it afresh; the others meanwhile get this copy. */
  redrawingUntil: number
}

/** How long one request may take to draw a page again before another may try. */
const REDRAW_MS = 5_000

/**
 * A short cache in the process for the shared pages (decision 030): a page asked for again within
 * `seconds` is sent as it was drawn, without running its loaders or rendering it again. After that
 * the next request draws it afresh while the requests that come meanwhile still get the kept copy,
 * for at most another `seconds`: a popular page is drawn once a period, not by every request that
 * arrives while it is being drawn. Each copy gets the asking request's own Content-Security-Policy
 * nonce in place of the one it was drawn with, so no two answers share a nonce. The key holds the
 * host (share links name it), the language cookie and the whole address; an answer that sets a
 * cookie, is not a 200 or says it must not be stored is not kept.
 */
export function createPageCache({
  seconds,
  maxBytes = 32 * 1024 * 1024,
  now = Date.now,
}: PageCacheOptions) {
  const pages = new Map<string, CachedPage>()
  const drawing = new WeakMap<FastifyRequest, string>()
  const ttl = seconds * 1000
  let bytes = 0

  function forget(key: string) {
    const page = pages.get(key)
    if (!page) return
    pages.delete(key)
    bytes -= page.body.length
  }

  function keep(key: string, page: CachedPage) {
    forget(key)
    if (page.body.length > maxBytes / 4) return
    pages.set(key, page)
    bytes += page.body.length
    // A Map keeps insertion order: the first keys are the oldest pages.
    for (const oldest of pages.keys()) {
      if (bytes <= maxBytes) break
      forget(oldest)
    }
  }

  const hooks: RouteShorthandOptions = {
    async preHandler(request: FastifyRequest, reply: FastifyReply) {
      const key = cacheKey(request)
      if (key === undefined) return
      const page = pages.get(key)
      const age = page ? now() - page.drawnAt : Infinity
      const sendKept = page && (age < ttl || (age < 2 * ttl && page.redrawingUntil > now()))
      if (sendKept) {
        return reply
          .code(200)
          .type(page.contentType)
          .send(page.body.replaceAll(page.nonce, request.cspNonce))
      }
      if (page && age < 2 * ttl) page.redrawingUntil = now() + REDRAW_MS
      drawing.set(request, key)
    },
    async onSend(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
      varyOnLanguage(reply)
      const key = drawing.get(request)
      if (key === undefined) return payload
      if (!storable(reply)) {
        // Drawn again and failed (an outage): the next request tries, the kept copy stays.
        const page = pages.get(key)
        if (page) page.redrawingUntil = 0
        return payload
      }
      const body = await readWhole(payload)
      if (body === undefined) return payload
      keep(key, {
        body: body.toString('utf8'),
        nonce: request.cspNonce,
        contentType: String(reply.getHeader('content-type') ?? 'text/html; charset=utf-8'),
        drawnAt: now(),
        redrawingUntil: 0,
      })
      return body
    },
  }

  return {
    hooks: seconds > 0 ? hooks : { onSend: varyOnLanguageHook },
    /** How many pages are kept and how much memory they take. */
    size: () => ({ pages: pages.size, bytes }),
    /**
     * Lets every kept page go, for the change feed when products change (decision 040): any of
     * them may show the product, in a list, a count or a category's hits.
     */
    clear() {
      pages.clear()
      bytes = 0
    },
  }
}

export type PageCache = ReturnType<typeof createPageCache>

/**
 * Every page's language comes from the language cookie when its address names none
 * (i18n/language.ts): a shared cache in front must keep a copy per cookie, as this one keys
 * on it, or it would send one visitor's Nynorsk page to the next visitor's Bokmål.
 */
function varyOnLanguage(reply: FastifyReply) {
  const fields = String(reply.getHeader('vary') ?? '')
    .split(',')
    .map((field) => field.trim())
    .filter(Boolean)
  if (fields.some((field) => field === '*' || field.toLowerCase() === 'cookie')) return
  reply.header('vary', [...fields, 'Cookie'].join(', '))
}

async function varyOnLanguageHook(_request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  varyOnLanguage(reply)
  return payload
}

function cacheKey(request: FastifyRequest): string | undefined {
  if (request.method !== 'GET') return undefined
  const path = request.url.split('?')[0] ?? ''
  if (!SHARED_PAGE.test(path)) return undefined
  const lang = LANGUAGE_IN_COOKIE.exec(request.headers.cookie ?? '')?.[1] ?? ''
  return `${request.headers.host ?? ''}\n${lang}\n${request.url}`
}

function storable(reply: FastifyReply): boolean {
  if (reply.statusCode !== 200 || reply.hasHeader('set-cookie')) return false
  const cacheControl = String(reply.getHeader('cache-control') ?? '')
  return !/no-store|private/.test(cacheControl)
}

/** The answer's body whole: React Router's answers come as a stream, already complete. */
async function readWhole(payload: unknown): Promise<Buffer | undefined> {
  if (typeof payload === 'string') return Buffer.from(payload)
  if (Buffer.isBuffer(payload)) return payload
  if (!(payload instanceof Readable)) return undefined
  const chunks: Buffer[] = []
  for await (const chunk of payload) chunks.push(Buffer.from(chunk as Uint8Array))
  return Buffer.concat(chunks)
}
