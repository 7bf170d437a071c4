import type { z } from 'zod'
import { concernSchema } from '../../../domain/reports/concern-schema.ts'
import { dutyToReportSchema } from '../../../domain/reports/duty-to-report-schema.ts'
import { observationSchema } from '../../../domain/reports/observation-schema.ts'
import type { ReportShape } from './report-values.ts'

/** The three reports, by their API path (spec section 7). */
export type ReportKind = 'observasjon' | 'bekymring' | 'meldeplikt'

/** What the browser and the page action need to know of each report's form. */
export const REPORT_FORMS = {
  observasjon: { schema: observationSchema, shape: {}, attachments: false },
  bekymring: {
    schema: concernSchema,
    shape: { lists: ['hendelse_skadekonsekvens'], groups: ['hendelse_skadedePersoner'] },
    attachments: true,
  },
  meldeplikt: {
    schema: dutyToReportSchema,
    shape: {
      lists: ['melder_rolle', 'produkt_solgt_land', 'risiko_id', 'tiltak_id'],
      groups: ['meldeplikt_importoerer', 'meldeplikt_forhandlere'],
    },
    attachments: true,
  },
} as const satisfies Record<
  ReportKind,
  { schema: z.ZodType; shape: ReportShape; attachments: boolean }
>

/** The form field files are picked in; the API takes them one a call as `vedleggFile`. */
export const ATTACHMENT_FIELD = 'vedlegg'

/** Without JavaScript: the question's signed token and the answer (decision 015). */
export const QUESTION_TOKEN_FIELD = 'sporsmal'
export const QUESTION_ANSWER_FIELD = 'sporsmal_svar'

/** Session storage keys of the drafts; the /innmelding crumb clears them all (spec section 2). */
export const draftKey = (kind: ReportKind) => `farlige-produkter:utkast:${kind}`

export const REPORT_KINDS = Object.keys(REPORT_FORMS) as ReportKind[]
