import { UNREADABLE_FORM } from '../../app/components/form/form-answer.ts'
import { MAX_FORM_FIELDS } from '../../app/components/form/read-form.server.ts'
import { nb } from '../../i18n/nb.ts'
import { ODD_IDS, STAFF_BUTTONS } from './page-fuzz-forms.ts'
import type { PageAnswer } from './page-fuzz-http.ts'
import type { Damage, PagePost } from './page-fuzz-posts.ts'

/** The smallest body limit of a page (page-body-limit.ts): past it a 413 or a closed connection is fair. */
const SMALLEST_PAGE_LIMIT = 256 * 1024

const MEDIA_TYPE = /^[\w!#$&^.+-]+\/[\w!#$&^.+-]+\s*(;|$)/

/** Bodies that are no form at all: answered 415 by every form. */
const NOT_A_FORM: readonly Damage[] = ['json', 'text-plain', 'no-content-type']
/** Multipart bodies that cannot be read: answered 400. */
const BROKEN_MULTIPART: readonly Damage[] = [
  'no-boundary',
  'wrong-boundary',
  'truncated',
  'garbage-multipart',
]

/**
 * Staff pages that need a session: a signed-out post is sent to sign in before its body is read
 * (a redirect; with `.data`, React Router's 202 that carries it), whatever the body.
 */
const SIGNED_IN_ONLY = /^\/forvaltning\/(produkter|ruting|meldinger|myndigheter|ansatte)(\/|$)/

/**
 * Whether the address names a thing by its id (a product, a subscription, a staff page's rule or
 * report), which may not exist: filled with real ids, one that may be, and odd ones.
 */
const namesAThing = (path: string) =>
  path.split('/').some((segment) => /^\d+$/.test(segment) || ODD_IDS.includes(segment))

/** Who posts: nobody signed in, or a member of staff with a live session. */
export type Poster = 'signed-out' | 'signed-in'

/** An answer that sends the browser to sign in: a redirect, or React Router's data carrying one. */
const toSignIn = (answer: PageAnswer) =>
  [answer.location ?? '', answer.status === 202 ? answer.body : ''].some((text) =>
    text.includes('/forvaltning/logg-inn'),
  )

/**
 * What is wrong with a page's answer to a post, or undefined: a 5xx or no answer; a 429
 * without Retry-After; and from a form (not a page that takes no post), a refusal a person
 * could not understand (not a page, or the bare "En feil har oppstått" one), a body that is no
 * form answered otherwise than 415 or 400, or a whole form answered as unreadable; and to a
 * member of staff signed in, being sent to sign in.
 */
export function pageAnswerProblem(
  post: PagePost,
  bytes: number,
  answer: PageAnswer,
  isForm: boolean,
  type: string | undefined,
  poster: Poster = 'signed-out',
): string | undefined {
  const large = bytes > SMALLEST_PAGE_LIMIT
  if (answer.closed) return large ? undefined : `connection closed (${answer.closed})`
  if (answer.status >= 500 || answer.status < 200) {
    return `status ${answer.status}: ${answer.body.slice(0, 300)}`
  }
  // A post to a page that takes none need only be refused, in its own way.
  if (!isForm) return undefined
  if (poster === 'signed-in' && toSignIn(answer)) return `sent to sign in (${answer.status})`
  if (poster === 'signed-out' && SIGNED_IN_ONLY.test(post.path)) {
    if ([302, 202].includes(answer.status)) return undefined
  }
  if (answer.status === 413) return large ? undefined : `413 for a body of ${bytes} bytes`
  if (answer.status === 429) return answer.retryAfter ? undefined : 'a 429 without Retry-After'
  // A Content-Type that is no media type at all is refused by Fastify before any page sees it.
  if (answer.status === 415 && type !== undefined && !MEDIA_TYPE.test(type)) return undefined
  if (!post.data && answer.status >= 400 && !answer.contentType.startsWith('text/html')) {
    return `a ${answer.status} of type ${answer.contentType}`
  }
  if (!post.data && answer.body.includes(nb.errors.UNEXPECTED_ERROR)) {
    const at = answer.body.indexOf(nb.errors.UNEXPECTED_ERROR)
    const context = answer.body.slice(Math.max(0, at - 300), at + 100)
    return `a ${answer.status} page that says only «${nb.errors.UNEXPECTED_ERROR}»: …${context}…`
  }
  // A page of something that is not there (a report page of a product not listed, a staff page
  // of no such thing), or a staff page of what is not this person's, says so before it reads
  // the body, whatever the body. A page that names nothing by its address is always there.
  if (answer.status === 404 && namesAThing(post.path)) return undefined
  if (poster === 'signed-in' && answer.status === 403) return undefined
  return formProblem(post, answer)
}

/**
 * Whether the post was sent by one of the buttons its page has, as the action reads `intent`: a
 * new rule has nothing to delete, and only a duty-to-report is made a product draft.
 */
function byItsButton(post: PagePost) {
  const formButtons = STAFF_BUTTONS[post.route]
  if (!formButtons) return true
  let buttons: readonly string[] = formButtons
  if (post.path.endsWith('/ruting/ny')) buttons = ['lagre']
  if (!post.path.includes('/meldeplikt/')) buttons = buttons.filter((b) => b !== 'lag-produkt')
  const pressed = post.fields.findLast(([name]) => name === 'intent')?.[1]
  return buttons.includes(pressed ?? '')
}

function formProblem(post: PagePost, answer: PageAnswer): string | undefined {
  // The page says so; React Router's data for a fetch carries the reason as it was thrown.
  const unreadable = answer.body.includes(
    post.data ? UNREADABLE_FORM : nb.pages.unreadableForm.title,
  )
  const damage = post.damage
  if (damage && NOT_A_FORM.includes(damage)) {
    return answer.status === 415 && unreadable ? undefined : `not a 415: ${answer.status}`
  }
  if (damage && BROKEN_MULTIPART.includes(damage) && post.encoding === 'multipart') {
    return answer.status === 400 && unreadable ? undefined : `not a 400: ${answer.status}`
  }
  const captchaFields = { solved: 1, forged: 3, none: 0 }[post.captcha]
  const fields = post.fields.length + (post.file ? 1 : 0) + captchaFields
  if (!damage && fields <= MAX_FORM_FIELDS && unreadable && byItsButton(post)) {
    return `a whole form of ${fields} fields answered as unreadable (${answer.status})`
  }
  return undefined
}
