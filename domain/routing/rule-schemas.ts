import { z } from 'zod'
import { RISIKO_NIVAA } from '../../db/schema/report-enums.ts'
import type { RoutingTexts } from '../../i18n/staff-routing.nb.ts'

/**
 * The routing rule form's rules. Messages are keys of the routing texts' `validation`
 * (i18n/staff-routing.nb.ts). An empty choice means "every": every category, any risk, any level.
 */
type ValidationKey = keyof RoutingTexts['validation']
const message = (key: ValidationKey) => ({ message: key })

const MAX_ID = 2_147_483_647

/** An id chosen from a list, or '' for none. */
const optionalId = (key: ValidationKey) =>
  z
    .string()
    .trim()
    .regex(/^(\d{1,10})?$/, message(key))
    .transform((value) => (value === '' ? null : Number(value)))
    .refine((value) => value === null || (value >= 1 && value <= MAX_ID), message(key))

const text = (required: boolean) =>
  z
    .string(message('required'))
    .trim()
    .max(500, message('tooLong'))
    .refine((value) => !required || value.length > 0, message('required'))

export const routingRuleSchema = z.object({
  kategori: optionalId('invalidCategory').default(null),
  risiko: optionalId('invalidRisk').default(null),
  risikoNivaa: z
    .enum(['', ...RISIKO_NIVAA], message('invalidLevel'))
    .default('')
    .transform((value) => (value === '' ? null : value)),
  /** The checked authorities, comma-joined as formObject joins a list field. */
  mottakere: z
    .string(message('recipientsRequired'))
    .regex(/^\d{1,10}(,\d{1,10}){0,49}$/, message('recipientsRequired'))
    .transform((value) => [...new Set(value.split(',').map(Number))].sort((a, b) => a - b))
    .refine((ids) => ids.every((id) => id >= 1 && id <= MAX_ID), message('invalidRecipient')),
  beskrivelse: text(true),
  begrunnelse: text(false).default(''),
  /** The table's version the form was filled in from: a change made since is not overwritten. */
  versjon: z.coerce
    .number(message('stale'))
    .int(message('stale'))
    .min(0, message('stale'))
    .max(MAX_ID, message('stale'))
    .default(0),
})

export type RoutingRuleInput = z.output<typeof routingRuleSchema>

/** Deleting a rule: its reason, and the version it was seen at. */
export const deleteRuleSchema = routingRuleSchema.pick({ begrunnelse: true, versjon: true })

/**
 * The "prøv rutingen" form's choices, from the page's address. It only asks, so anything it
 * cannot read counts as not chosen rather than as an error.
 */
export const tryRoutingSchema = z.object({
  kategori: optionalId('invalidCategory').catch(null).default(null),
  risiko: optionalId('invalidRisk').catch(null).default(null),
  nivaa: z.enum(RISIKO_NIVAA).optional().catch(undefined),
})
