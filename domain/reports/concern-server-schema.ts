import { concernSchema } from './concern-schema.ts'
import { optional } from './fields.ts'
import { knownPostalCode } from './postal-codes.ts'

/**
 * The concern schema as the server checks it (the API and the page action): the shared schema,
 * with its postal codes also looked up in Bring's register. The browser checks with the shared
 * schema, which knows only a code's form, and asks GET /postnummer as the code is typed.
 */
export const concernServerSchema = concernSchema.extend({
  melder_postnummer: optional(knownPostalCode()),
  hendelse_postnummer: optional(knownPostalCode()),
})
