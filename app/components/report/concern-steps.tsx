import { Card, Paragraph, ValidationMessage } from '@digdir/designsystemet-react'
import {
  HENDELSE_AARSAK,
  JA_NEI,
  KJONN,
  KOMPETANSE,
  PRODUKT_ALDER,
} from '../../../domain/reports/choices.ts'
import { concernStepSchemas } from '../../../domain/reports/concern-schema.ts'
import { format } from '../../../i18n/format.ts'
import type { Messages } from '../../../i18n/nb.ts'
import { reportConcernNb } from '../../../i18n/reports/concern.nb.ts'
import { useMessages } from '../messages/use-messages.ts'
import { attachmentsStep } from './attachment-picker.tsx'
import { categoryGroups, type CategoryNode } from './category-options.ts'
import type { ConcernProduct } from './load-concern.server.ts'
import { PostalCodeFields } from './postal-code-fields.tsx'
import { RepeatableGroup } from './repeatable-group.tsx'
import { ReportChoices, ReportSelect, ReportTextarea, ReportTextField } from './report-fields.tsx'
import { useReportField } from './report-form-state.tsx'
import { fieldsOf, type ReportStep } from './report-steps.ts'

/**
 * The steps of a concern message (spec sections 3 and 5): the sender, the product, the
 * incident, the people hurt, and the files. Each step's fields are those of its part of the
 * concern's schema, checked before the next step.
 */
export function concernSteps(
  t: Messages,
  page: { categories: CategoryNode[]; product: ConcernProduct | undefined },
): ReportStep[] {
  const c = t.reports.concern
  const named = (codes: readonly string[]) =>
    codes.map((value) => ({
      value,
      label: (t.reports.values as Record<string, string>)[value] ?? value,
    }))
  return [
    {
      title: c.stepSender,
      fields: fieldsOf(concernStepSchemas.sender),
      content: (
        <>
          <Paragraph>{c.senderLead}</Paragraph>
          <ReportChoices name="melder_kompetanse" options={named(KOMPETANSE)} />
          <ReportTextField name="melder_navn" autoComplete="name" />
          <ReportTextField name="melder_telefon" autoComplete="tel" inputMode="tel" />
          <ReportTextField name="melder_epost" type="email" autoComplete="email" />
          <ReportTextField name="melder_adresse" autoComplete="address-line1" />
          <PostalCodeFields code="melder_postnummer" place="melder_poststed" ownAddress />
        </>
      ),
    },
    {
      title: c.stepProduct,
      fields: fieldsOf(concernStepSchemas.product),
      content: (
        <>
          {page.product ? <ListedProduct product={page.product} /> : null}
          <ReportSelect
            name="produkt_kategori"
            description={c.categoryHelp}
            placeholder={c.categoryPlaceholder}
            options={categoryGroups(page.categories, (name) => format(c.categoryOther, { name }))}
          />
          <ReportTextField name="produkt_navn" description={c.productNameHelp} />
          <ReportTextField name="produkt_produsent_navn" description={c.producerHelp} />
          <ReportChoices name="produkt_alder" options={named(PRODUKT_ALDER)} />
          <ReportTextField name="produkt_butikk" description={c.storeHelp} />
          <ReportTextarea name="produkt_annen_informasjon" description={c.otherInfoHelp} />
        </>
      ),
    },
    {
      title: c.stepIncident,
      fields: fieldsOf(concernStepSchemas.incident),
      content: (
        <>
          <ReportTextarea name="hendelse_bakgrunn" description={c.backgroundHelp} rows={3} />
          <ReportSelect
            name="hendelse_aarsak"
            placeholder={c.causePlaceholder}
            options={named(HENDELSE_AARSAK)}
          />
          <ReportChoices name="hendelse_personskade" options={named(JA_NEI)} />
          <ReportChoices name="hendelse_materiell_skade" options={named(JA_NEI)} />
          <ReportChoices
            name="hendelse_skadekonsekvens"
            description={c.consequenceHelp}
            multiple
            options={consequenceOptions(c.consequences)}
          />
          <ReportTextarea name="hendelse_beskrivelse" description={c.descriptionHelp} rows={6} />
          <ReportTextField name="hendelse_dato" description={c.dateHelp} inputMode="numeric" />
          <PostalCodeFields code="hendelse_postnummer" place="hendelse_poststed" />
        </>
      ),
    },
    {
      title: c.stepInjured,
      fields: fieldsOf(concernStepSchemas.injured),
      content: (
        <>
          <Paragraph>{c.injuredLead}</Paragraph>
          <RepeatableGroup
            name="hendelse_skadedePersoner"
            rowTitle={(number) => format(c.person, { number })}
            addLabel={c.addPerson}
            removeLabel={(number) => format(c.removePerson, { number })}
          >
            {(row) => (
              <>
                <ReportChoices name={`${row}.kjonn`} options={named(KJONN)} />
                <ReportTextField
                  name={`${row}.alder`}
                  description={c.ageHelp}
                  inputMode="numeric"
                />
                <ReportTextField name={`${row}.aar`} inputMode="numeric" />
              </>
            )}
          </RepeatableGroup>
        </>
      ),
    },
    attachmentsStep(c.stepAttachments, c.attachmentsLead),
  ]
}

/**
 * The consequences as checkboxes in the page's language, each sending its Bokmål text: the
 * API takes them as free text, and the authority reads Norwegian whatever the sender read.
 */
function consequenceOptions(labels: Messages['reports']['concern']['consequences']) {
  const sent = reportConcernNb.consequences
  return (Object.keys(sent) as (keyof typeof sent)[]).map((key) => ({
    value: sent[key],
    label: labels[key],
  }))
}

/** The listed product from the address; the error summary links here if it is gone. */
function ListedProduct({ product }: { product: ConcernProduct }) {
  const c = useMessages().reports.concern
  const field = useReportField('produkt_id')
  return (
    <Card id={field.id} tabIndex={-1}>
      <Paragraph data-size="sm">{c.listedProduct}</Paragraph>
      <Paragraph>
        <strong>{product.navn}</strong>
        {product.kjennetegn ? ` – ${product.kjennetegn}` : null}
      </Paragraph>
      <input
        type="hidden"
        name="produkt_id"
        value={product.id}
        data-summary-label={c.listedProduct.replace(/:$/, '')}
        data-summary-value={
          product.kjennetegn ? `${product.navn} – ${product.kjennetegn}` : product.navn
        }
      />
      {field.error ? <ValidationMessage>{field.error}</ValidationMessage> : null}
    </Card>
  )
}
