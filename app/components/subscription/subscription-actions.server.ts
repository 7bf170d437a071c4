import type { Services } from '#app-context'
import { verifyCaptcha } from '../../../domain/captcha/captcha.ts'
import {
  createSubscription,
  UnknownCriterionError,
} from '../../../domain/subscriptions/create-subscription.ts'
import { requestOverview } from '../../../domain/subscriptions/overview.ts'
import {
  newSubscriptionSchema,
  overviewRequestSchema,
  type SubscriptionLanguage,
} from '../../../domain/subscriptions/subscription-schemas.ts'
import { CAPTCHA_FIELD } from '../search/captcha-widget.tsx'
import { fieldErrors, formObject, type FieldErrors } from '../form/form-values.ts'
import { subscriptionContext } from '../../../domain/subscriptions/subscription-context.ts'

/** What a form's action answers: done, or the fields that failed and what was typed. */
export type FormResult =
  | { ok: true }
  | {
      ok: false
      errors: FieldErrors
      values: Record<string, string>
      /** Refused for posting too often: the page answers 429 with this as Retry-After. */
      retryAfterSeconds?: number
    }

const LIST_FIELDS = ['risiko', 'tiltak', 'myndighet'] as const

/**
 * A post refused for coming too often, before its body was read (page-form-posts.ts): the
 * answer the page draws, with the wait as Retry-After and nothing typed to show again.
 */
export function tooManyPosts(retryAfterSeconds: number): FormResult {
  return {
    ok: false,
    errors: { form: 'subscriptions.errors.tooMany' },
    values: {},
    retryAfterSeconds,
  }
}

/**
 * The form at /abonnement/opprett, posted with or without JavaScript: the same schema, captcha
 * and domain code as POST /api/v1/abonnement. The captcha is checked after the fields, so a
 * typing mistake does not spend a solution.
 */
export async function submitSubscription(
  services: Services,
  form: FormData,
  lang: SubscriptionLanguage,
): Promise<FormResult> {
  const { [CAPTCHA_FIELD]: captcha, ...values } = formObject(form, LIST_FIELDS)
  const parsed = newSubscriptionSchema.safeParse({ ...values, sprak: lang })
  if (!parsed.success) return { ok: false, errors: fieldErrors(parsed.error), values }
  if (!(await verifyCaptcha(services.db, services.captcha, captcha)).ok) {
    return { ok: false, errors: { captcha: 'captcha.required' }, values }
  }
  try {
    await createSubscription(services.db, parsed.data, subscriptionContext(services.publicUrl))
  } catch (error) {
    if (!(error instanceof UnknownCriterionError)) throw error
    return { ok: false, errors: { criteria: 'subscriptions.validation.invalidCriteria' }, values }
  }
  services.mail?.wake()
  return { ok: true }
}

/** The form at /abonnement/mine: as POST /api/v1/abonnement/mine, rate limit included. */
export async function submitOverviewRequest(
  services: Services,
  form: FormData,
  lang: SubscriptionLanguage,
): Promise<FormResult> {
  const { [CAPTCHA_FIELD]: captcha, ...values } = formObject(form)
  const parsed = overviewRequestSchema.safeParse({ ...values, sprak: lang })
  if (!parsed.success) return { ok: false, errors: fieldErrors(parsed.error), values }
  if (!(await verifyCaptcha(services.db, services.captcha, captcha)).ok) {
    return { ok: false, errors: { captcha: 'captcha.required' }, values }
  }
  const context = subscriptionContext(services.publicUrl)
  if ((await requestOverview(services.db, parsed.data, context)) === 'too-soon') {
    // As POST /api/v1/abonnement/mine: the address may ask again once the interval has passed.
    const retryAfterSeconds = context.limits.overviewEverySeconds
    return {
      ok: false,
      errors: { form: 'subscriptions.errors.overview' },
      values,
      retryAfterSeconds,
    }
  }
  services.mail?.wake()
  return { ok: true }
}

/** A subscription id from a path: a positive whole number, or nothing. */
export function subscriptionIdFrom(value: string | undefined): number | undefined {
  return value && /^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2_147_483_647
    ? Number(value)
    : undefined
}
