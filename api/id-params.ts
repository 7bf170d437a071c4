import { z } from 'zod'

/** The path of a call that names one row: a positive id that fits PostgreSQL's integer. */
export const idParams = z.object({
  id: z.coerce
    .number({ message: 'search.invalidId' })
    .int({ message: 'search.invalidId' })
    .min(1, { message: 'search.invalidId' })
    .max(2_147_483_647, { message: 'search.invalidId' })
    .describe('The id'),
})
