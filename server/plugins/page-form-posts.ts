import { Readable } from 'node:stream'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Redis } from 'ioredis'
import type { PostLimiter, PostVerdict } from '../../app/components/form/post-limiter.ts'
import { countedAddress, createRequestCounter, type RequestCount } from '../../api/rate-limit.ts'

/**
 * The form a page post counts against (domain.md: each form 10 a minute per address), by its
 * path; React Router posts the same forms with JavaScript to the path with `.data` added.
 * Undefined for a page whose posts are not counted (the delete confirmation, the page events).
 */
export function formPostKey(path: string): string | undefined {
  const page = path.replace(/\.data$/, '')
  const report = /^\/innmelding\/(observasjon|bekymring|meldeplikt)(\/[^/]*)?$/.exec(page)
  if (report) return report[1]
  if (page === '/abonnement/opprett') return 'abonnement'
  if (page === '/abonnement/mine') return 'abonnement-mine'
  if (page === '/forvaltning/logg-inn') return 'forvaltning-logg-inn'
  return undefined
}

const formOf = (request: FastifyRequest) => formPostKey(request.url.split('?')[0] ?? '/')

/** Counts page form posts per form and address, as the API counts its calls. */
export type FormPostCounter = RequestCount

/**
 * The counter of page form posts: Redis keeps the counts under fp:skjema:, so every process
 * counts together, and without it this process counts alone.
 */
export function createFormPostCounter(
  app: FastifyInstance,
  redis: Redis | undefined,
  limit: PostLimiter,
): Promise<FormPostCounter> {
  return createRequestCounter(app, redis, {
    nameSpace: 'fp:skjema:',
    max: limit.max,
    timeWindowMs: limit.timeWindowMs,
    keyOf: (request) => `${formOf(request)}:${countedAddress(request.ip)}`,
  })
}

const verdicts = new WeakMap<FastifyRequest, PostVerdict>()

/**
 * Counts a form post before any of its body is read, so that a sender over the limit costs
 * nothing but its headers. Every post counts, whichever button sent it: without JavaScript the
 * add-row and remove-row buttons of a report form post the whole form too, files and all.
 * A refused post still gets its page, drawn by the action with the wait in it, without its
 * body, which is dropped unread (page-body-limit.ts).
 */
export async function countFormPost(
  formPosts: FormPostCounter,
  request: FastifyRequest,
): Promise<boolean> {
  if (request.method !== 'POST' || formOf(request) === undefined) return true
  const { retryAfterSeconds } = await formPosts(request)
  const verdict: PostVerdict =
    retryAfterSeconds === undefined ? { ok: true } : { ok: false, retryAfterSeconds }
  verdicts.set(request, verdict)
  return verdict.ok
}

/** The count taken for this request, for the page's action; posts not counted are let through. */
export function formPostVerdict(request: FastifyRequest): PostVerdict {
  return verdicts.get(request) ?? { ok: true }
}

/** What the action is handed instead of a refused post's body: nothing. */
export function unreadBody(request: FastifyRequest): Readable | undefined {
  return formPostVerdict(request).ok ? undefined : Readable.from([])
}
