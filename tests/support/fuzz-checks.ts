import type { LightMyRequestResponse } from 'fastify'
import { apiErrorSchema } from '../../api/errors.ts'
import { zodProblems } from '../../api/zod-problems.ts'
import { format } from '../../i18n/format.ts'
import { nb } from '../../i18n/nb.ts'
import type { FuzzRequest } from './fuzz-requests.ts'

/** Every text of the Bokmål catalogue as a pattern, its `{placeholders}` matching anything. */
const NORWEGIAN_TEXTS = leaves(nb)
  .filter((text) => text !== nb.errors.invalidParameter && hasWords(text))
  .map(pattern)
// «Ugyldig verdi for «x»: …» only with one of our problem texts after the colon, never Zod's own.
const INVALID_PARAMETER = leaves(zodProblems).map((problem) =>
  pattern(format(nb.errors.invalidParameter, { problem })),
)

function pattern(text: string): RegExp {
  return new RegExp(
    `^${text
      .split(/\{\w+\}/)
      .map((piece) => piece.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('[\\s\\S]*')}$`,
  )
}

// A text of placeholders and punctuation alone ('{kind} {reference}: {product}', an e-mail
// subject) would match any message at all.
function hasWords(text: string): boolean {
  return /\p{L}/u.test(text.replace(/\{\w+\}/g, ''))
}

function leaves(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (value && typeof value === 'object') return Object.values(value).flatMap(leaves)
  return []
}

/**
 * What is wrong with an answer to a malformed request, or undefined: a 5xx; a 4xx without the
 * error body of spec section 8; a message not from the Norwegian texts (PageNotFound keeps
 * 'Not Found', which the spec's client reads, decision 004).
 */
export function answerProblem(
  request: FuzzRequest,
  response: LightMyRequestResponse,
): string | undefined {
  if (response.statusCode >= 500)
    return `status ${response.statusCode}: ${response.body.slice(0, 300)}`
  if (response.statusCode < 400 || request.method === 'HEAD') return undefined
  // Dot segments (`/api/v1/%2e%2e/%2e%2e/x`) can take a path out of /api, to the pages.
  if (!new URL(request.url, 'http://localhost').pathname.startsWith('/api/')) return undefined
  if (!String(response.headers['content-type']).startsWith('application/json')) {
    return `a ${response.statusCode} of type ${response.headers['content-type']}`
  }
  let body: unknown
  try {
    body = JSON.parse(response.body)
  } catch {
    return `a ${response.statusCode} whose body is not JSON: ${response.body.slice(0, 200)}`
  }
  const parsed = apiErrorSchema.strict().safeParse(body)
  if (!parsed.success) return `a ${response.statusCode} not in the error shape: ${response.body}`
  const { type, message, reference } = parsed.data
  if (!type || !reference) return `an error without type or reference: ${response.body}`
  if (type === 'PageNotFound' && message === 'Not Found') return undefined
  const known = [...NORWEGIAN_TEXTS, ...INVALID_PARAMETER]
  if (!message.trim() || !known.some((text) => text.test(message))) {
    return `a message not from the Norwegian texts: ${response.body}`
  }
  return undefined
}
