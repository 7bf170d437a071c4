import { z } from 'zod'
import { email, id, letters, optional, required, text } from './fields.ts'
import { pastDate } from './coded-fields.ts'
import { reportSchema } from './step-schemas.ts'

/** The observation's fields by step: the product, where and when it was seen, who saw it. */
export const observationStepSchemas = {
  product: z.object({ produkt_id: required(id()) }),
  seen: z.object({
    observert_dato: required(pastDate()).describe('dd.mm.åååå or yyyy-mm-dd, not in the future'),
    observert_sted: required(text(300)).describe(
      'Where the product was seen: a shop, a web address',
    ),
  }),
  sender: z.object({
    observatoer_navn: optional(letters(200)),
    observatoer_epost: optional(email()),
  }),
}

/**
 * An observation of a listed product (spec section 3): where and when it was seen, and
 * optionally who saw it. With an e-mail address the sender gets a receipt.
 */
export const observationSchema = reportSchema(observationStepSchemas)

export type ObservationInput = z.output<typeof observationSchema>

/** The saved observation as the spec's client gets it back: never with its routing. */
export const savedObservationSchema = z.object({
  id: z.string().describe('The reference number, such as FP-OBS-2026-7K3QX9'),
  produkt_id: z.number().int(),
  observert_dato: z.string().describe('dd.MM.yyyy'),
  observert_sted: z.string(),
  observatoer_navn: z.string().optional(),
  observatoer_epost: z.string().optional(),
})

export type SavedObservation = z.output<typeof savedObservationSchema>
