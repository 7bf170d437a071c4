import { z } from 'zod'

/** Wire shapes of the reference lists (spec section 3), shared by the API and the web pages. */
export const authoritySchema = z.object({
  id: z.number().int(),
  navn: z.string(),
  kortnavn: z.string(),
  beskrivelse: z.string(),
  nettside: z.string(),
})

export const categorySchema = z.object({
  id: z.number().int(),
  navn: z.string(),
  nivaa: z.number().int().min(1).max(3),
  parent: z.number().int().nullable(),
  picto: z.string().nullable(),
  pictoActive: z.string().nullable(),
})

export const riskSchema = z.object({ id: z.number().int(), navn: z.string() })

export const measureSchema = z.object({ id: z.number().int(), navn: z.string().nullable() })

export const countrySchema = z.object({ alpha2: z.string().length(2), name: z.string() })

export type Authority = z.infer<typeof authoritySchema>
export type Category = z.infer<typeof categorySchema>
export type Risk = z.infer<typeof riskSchema>
export type Measure = z.infer<typeof measureSchema>
export type Country = z.infer<typeof countrySchema>
