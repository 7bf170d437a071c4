import { Paragraph } from '@digdir/designsystemet-react'
import { MELDER_ROLLE, RISIKO_NIVAA, YES_NO_UNKNOWN } from '../../../domain/reports/choices.ts'
import { dutyToReportStepSchemas } from '../../../domain/reports/duty-to-report-schema.ts'
import { format } from '../../../i18n/format.ts'
import type { Messages } from '../../../i18n/nb.ts'
import { useMessages } from '../messages/use-messages.ts'
import { attachmentsStep } from './attachment-picker.tsx'
import { categoryGroups } from './category-options.ts'
import type { DutyPageData } from './load-duty.server.ts'
import { RepeatableGroup } from './repeatable-group.tsx'
import {
  ReportChoices,
  ReportSelect,
  ReportTextarea,
  ReportTextField,
  type Option,
} from './report-fields.tsx'
import { enumOptions } from './report-options.ts'
import { fieldsOf, type ReportStep } from './report-steps.ts'
import { SoldAbroad } from './sold-abroad.tsx'

type Lists = Omit<DutyPageData, 'question'>

/**
 * The steps of the duty-to-report form (spec section 3): the business, the product, where it was
 * sold and who made and sold it, the risk, the measures, the files. Each step's fields are
 * those of its part of the message's schema, checked before the next step.
 */
export function dutySteps(t: Messages, lists: Lists): ReportStep[] {
  const d = t.reports.duty
  const choose = t.reports.form.choose
  const values = (codes: readonly string[]) => enumOptions(codes, t.reports.values)
  return [
    {
      title: d.stepBusiness,
      fields: fieldsOf(dutyToReportStepSchemas.business),
      content: (
        <>
          <ReportTextField name="virksomhet_navn" autoComplete="organization" />
          <ReportTextField
            name="virksomhet_organisasjonsnummer"
            inputMode="numeric"
            description={d.organisationNumberHelp}
          />
          <ReportChoices
            name="melder_rolle"
            multiple
            options={values(MELDER_ROLLE)}
            description={d.rolesHelp}
          />
          <Paragraph>{d.contactLead}</Paragraph>
          <ReportTextField name="kontaktperson_navn" autoComplete="name" />
          <ReportTextField
            name="kontaktperson_telefon"
            inputMode="tel"
            autoComplete="tel"
            description={d.phoneHelp}
          />
          <ReportTextField name="kontaktperson_epost" type="email" autoComplete="email" />
        </>
      ),
    },
    {
      title: d.stepProduct,
      fields: fieldsOf(dutyToReportStepSchemas.product),
      content: (
        <>
          <ReportSelect
            name="produkt_kategori"
            options={categoryGroups(lists.categories, (name) => format(d.categoryOther, { name }))}
            placeholder={choose}
            description={d.categoryHelp}
          />
          <ReportTextField name="produkt_navn" />
          <ReportTextField name="produkt_serienummer" description={d.serialHelp} />
          <ReportTextField name="produkt_ean" inputMode="numeric" description={d.eanHelp} />
          <ReportTextarea name="produkt_beskrivelse" />
          <ReportTextField
            name="produkt_tollkode"
            inputMode="numeric"
            description={d.customsCodeHelp}
          />
          <ReportChoices
            name="produkt_traadlos_kommunikasjon"
            options={values(YES_NO_UNKNOWN)}
            description={d.wirelessHelp}
          />
        </>
      ),
    },
    {
      title: d.stepTrade,
      fields: fieldsOf(dutyToReportStepSchemas.trade),
      content: (
        <>
          <ReportTextField
            name="produkt_antall_solgt"
            inputMode="numeric"
            description={d.amountSoldHelp}
          />
          <SoldAbroad countries={lists.countriesAbroad} />
          <Paragraph>{d.producerLead}</Paragraph>
          <ReportTextField name="produsent_navn" />
          <ReportSelect name="produsent_land" options={lists.countries} placeholder={choose} />
          <CompanyGroup
            name="meldeplikt_importoerer"
            texts={{ row: d.importer, add: d.addImporter, remove: d.removeImporter }}
            countries={lists.countries}
          />
          <CompanyGroup
            name="meldeplikt_forhandlere"
            texts={{ row: d.distributor, add: d.addDistributor, remove: d.removeDistributor }}
            countries={lists.countries}
          />
        </>
      ),
    },
    {
      title: d.stepRisk,
      fields: fieldsOf(dutyToReportStepSchemas.risk),
      content: (
        <>
          <ReportChoices
            name="risiko_id"
            multiple
            options={lists.risks}
            description={d.risksHelp}
          />
          <ReportChoices
            name="risiko_nivaa"
            options={values(RISIKO_NIVAA)}
            description={d.levelHelp}
          />
          <ReportChoices
            name="kjent_hendelse"
            options={values(YES_NO_UNKNOWN)}
            description={d.incidentHelp}
          />
          <ReportTextarea name="sannsynlighet_konsekvens" rows={6} description={d.likelihoodHelp} />
        </>
      ),
    },
    {
      title: d.stepMeasures,
      fields: fieldsOf(dutyToReportStepSchemas.measures),
      content: (
        <>
          <ReportChoices
            name="tiltak_id"
            multiple
            options={lists.measures}
            description={d.measuresHelp}
          />
          <ReportTextarea name="tiltak_beskrivelse" description={d.measureDescriptionHelp} />
        </>
      ),
    },
    attachmentsStep(d.stepAttachments, d.attachmentsLead),
  ]
}

/** The importers or the distributors: rows of name, organisation number, address and country. */
function CompanyGroup(props: {
  name: 'meldeplikt_importoerer' | 'meldeplikt_forhandlere'
  /** A row's title and its remove button, each with {number}, and the add button. */
  texts: { row: string; add: string; remove: string }
  countries: Option[]
}) {
  const { texts, countries } = props
  const choose = useMessages().reports.form.choose
  return (
    <RepeatableGroup
      name={props.name}
      rowTitle={(number) => format(texts.row, { number })}
      addLabel={texts.add}
      removeLabel={(number) => format(texts.remove, { number })}
    >
      {(prefix) => (
        <>
          <ReportTextField name={`${prefix}.navn`} />
          <ReportTextField name={`${prefix}.organisasjonsnummer`} inputMode="numeric" />
          <ReportTextField name={`${prefix}.adresse`} />
          <ReportSelect name={`${prefix}.land`} options={countries} placeholder={choose} />
        </>
      )}
    </RepeatableGroup>
  )
}
