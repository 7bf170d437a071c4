import { Paragraph } from '@digdir/designsystemet-react'
import type { ComponentProps } from 'react'
import { observationStepSchemas } from '../../../domain/reports/observation-schema.ts'
import type { Messages } from '../../../i18n/nb.ts'
import { ProductPicker } from './product-picker.tsx'
import { ReportTextField } from './report-fields.tsx'
import { fieldsOf, type ReportStep } from './report-steps.ts'

/**
 * The steps of an observation (spec section 3): the product, where and when it was seen, and
 * who saw it. Each step's fields are those of its part of the observation's schema, checked
 * before the next step.
 */
export function observationSteps(
  t: Messages,
  page: ComponentProps<typeof ProductPicker>,
): ReportStep[] {
  const o = t.reports.observation
  return [
    {
      title: o.stepProduct,
      fields: fieldsOf(observationStepSchemas.product),
      content: <ProductPicker product={page.product} query={page.query} matches={page.matches} />,
    },
    {
      title: o.stepSeen,
      fields: fieldsOf(observationStepSchemas.seen),
      content: (
        <>
          <ReportTextField name="observert_dato" description={o.dateHelp} inputMode="numeric" />
          <ReportTextField name="observert_sted" description={o.placeHelp} />
        </>
      ),
    },
    {
      title: o.stepSender,
      fields: fieldsOf(observationStepSchemas.sender),
      content: (
        <>
          <Paragraph>{o.senderLead}</Paragraph>
          <ReportTextField name="observatoer_navn" autoComplete="name" />
          <ReportTextField name="observatoer_epost" type="email" autoComplete="email" />
        </>
      ),
    },
  ]
}
