import { z } from 'zod'
import { EMAIL_ADDRESS } from '../email-address.ts'

/**
 * The rules of the subscription forms and calls, shared by the pages (in the browser and in their
 * actions) and the API: one rule, three users. Messages are i18n keys under `subscriptions.`
 * (i18n/). Zod only, so the browser can load this file.
 */
const SUBSCRIPTION_LANGUAGES = ['nb', 'nn', 'en'] as const
export type SubscriptionLanguage = (typeof SUBSCRIPTION_LANGUAGES)[number]

const REQUIRED = 'subscriptions.validation.required'
const INVALID_CRITERIA = 'subscriptions.validation.invalidCriteria'

const id = z.coerce
  .number({ message: INVALID_CRITERIA })
  .int({ message: INVALID_CRITERIA })
  .min(1, { message: INVALID_CRITERIA })
  .max(2_147_483_647, { message: INVALID_CRITERIA })

/**
 * Ids as a JSON array or comma-joined, the search URL's form; sorted and unique, so two equal
 * searches are stored alike and the newsletter matches them once.
 */
const idList = z
  .union(
    [
      z.array(id).max(100, { message: INVALID_CRITERIA }),
      z
        .string()
        .trim()
        .regex(/^(\d{1,9}(,\d{1,9}){0,99})?$/, { message: INVALID_CRITERIA })
        .transform((value) => (value ? value.split(',').map(Number) : [])),
    ],
    { message: INVALID_CRITERIA },
  )
  .transform((ids) => [...new Set(ids)].sort((a, b) => a - b))
  .transform((ids) => (ids.length ? ids : undefined))
  .optional()

/** true, or 'true'/'on' as a URL or a checkbox sends it. */
const flag = z
  .union([z.boolean(), z.enum(['true', 'false', 'on', ''])], { message: INVALID_CRITERIA })
  .transform((value) => value === true || value === 'true' || value === 'on')
  .default(false)

/**
 * The saved search: the search page's filters but its dates, since every newsletter covers its
 * own month. An empty search follows every new product.
 */
const criteriaShape = {
  q: z
    .string()
    .trim()
    .max(200, { message: 'subscriptions.validation.queryTooLong' })
    // PostgreSQL text cannot hold a NUL byte; the search reads it as a space (search-params.ts).
    .transform((value) => value.replaceAll('\u0000', ' ').trim() || undefined)
    .optional(),
  kategori: z
    .union([z.literal('').transform(() => undefined), id], { message: INVALID_CRITERIA })
    .optional(),
  risiko: idList,
  tiltak: idList,
  myndighet: idList,
  proff: flag,
  utland: flag,
}

export const criteriaSchema = z.object(criteriaShape)
export type Criteria = z.output<typeof criteriaSchema>

const email = z
  .string({ message: REQUIRED })
  .trim()
  .min(1, { message: REQUIRED })
  .max(254, { message: 'subscriptions.validation.email' })
  .pipe(z.email({ message: 'subscriptions.validation.email', pattern: EMAIL_ADDRESS }))

const language = z
  .enum(SUBSCRIPTION_LANGUAGES, { message: 'subscriptions.validation.language' })
  .default('nb')

/** POST /abonnement and the form at /abonnement/opprett. */
export const newSubscriptionSchema = z.object({
  navn: z
    .string({ message: REQUIRED })
    .trim()
    .min(1, { message: REQUIRED })
    .max(200, { message: 'subscriptions.validation.nameTooLong' })
    // PostgreSQL text cannot hold a NUL byte; a name made only of them is no name.
    .transform((value, ctx) => {
      const name = value.replaceAll('\u0000', '').trim()
      if (!name) ctx.addIssue({ code: 'custom', message: REQUIRED })
      return name
    }),
  epost: email,
  sprak: language,
  ...criteriaShape,
})

export type NewSubscription = z.output<typeof newSubscriptionSchema>

/** POST /abonnement/mine and the form at /abonnement/mine. */
export const overviewRequestSchema = z.object({ epost: email, sprak: language })
export type OverviewRequest = z.output<typeof overviewRequestSchema>

/**
 * A link token as it arrives. Its form is not checked here: a malformed token is refused like a
 * wrong one, with the error of spec section 8, so the answer says nothing about why.
 */
export const linkTokenSchema = z
  .string()
  .max(200)
  .optional()
  .describe('The token of the link in the e-mail')
