import { z } from 'zod'
import { JA_NEI, MELDER_ROLLE, RISIKO_NIVAA, YES_NO_UNKNOWN } from '../../db/schema/report-enums.ts'
import { countryCode, customsCode, ean, organisationNumber, phone } from './coded-fields.ts'
import {
  check,
  choice,
  email,
  id,
  letters,
  list,
  nonEmptyList,
  optional,
  required,
  text,
  wholeNumber,
} from './fields.ts'
import { reportSchema } from './step-schemas.ts'

/** An importer or distributor named in the message. */
const companySchema = z.object({
  navn: required(text(200)),
  organisasjonsnummer: optional(organisationNumber()),
  adresse: optional(text(300)),
  land: optional(countryCode()),
})

/** Spec section 9: Norway is not among the countries a product was sold in outside Norway. */
const countryOutsideNorway = countryCode().superRefine(
  check((code: string) => (code === 'NO' ? { key: 'reports.norwayNotAllowed' } : undefined)),
)

/** The fields the check of countries against "sold outside Norway" reads. */
const SALE_FIELDS = new Set<PropertyKey | undefined>([
  'produkt_solgt_utenfor_norge',
  'produkt_solgt_land',
])

/**
 * The message's fields by step: the business, the product, where it was sold and who made and
 * sold it, the risk, the measures.
 */
export const dutyToReportStepSchemas = {
  business: z.object({
    virksomhet_navn: required(text(200)),
    virksomhet_organisasjonsnummer: required(organisationNumber()).describe('Nine digits, mod 11'),
    kontaktperson_navn: required(letters(200)),
    kontaktperson_telefon: optional(phone()),
    kontaktperson_epost: required(email()),
    melder_rolle: nonEmptyList(required(choice(MELDER_ROLLE)), MELDER_ROLLE.length).describe(
      'Required: one or more roles',
    ),
  }),
  product: z.object({
    produkt_navn: required(text(200)),
    produkt_kategori: required(id()),
    produkt_serienummer: optional(text(200)),
    produkt_ean: optional(ean()).describe('EAN-8 or EAN-13 with a valid check digit'),
    produkt_beskrivelse: optional(text(5000)),
    produkt_tollkode: optional(customsCode()),
    produkt_traadlos_kommunikasjon: optional(choice(YES_NO_UNKNOWN)),
  }),
  trade: z.object({
    produkt_antall_solgt: optional(wholeNumber(0, 2_000_000_000)),
    produkt_solgt_utenfor_norge: optional(choice(JA_NEI)),
    produkt_solgt_land: list(required(countryOutsideNorway), 100).describe('Alpha-2 codes, not NO'),
    produsent_navn: optional(text(200)),
    produsent_land: optional(countryCode()),
    meldeplikt_importoerer: list(companySchema, 20),
    meldeplikt_forhandlere: list(companySchema, 20),
  }),
  risk: z.object({
    risiko_id: list(required(id()), 20),
    risiko_nivaa: required(choice(RISIKO_NIVAA)),
    kjent_hendelse: optional(choice(YES_NO_UNKNOWN)),
    sannsynlighet_konsekvens: optional(text(5000)),
  }),
  measures: z.object({
    tiltak_id: list(required(id()), 20),
    tiltak_beskrivelse: optional(text(5000)),
  }),
}

/**
 * A business's duty-to-report message (spec section 3). Few fields are required: the law asks
 * businesses to report even when they do not know everything yet.
 */
export const dutyToReportSchema = reportSchema(dutyToReportStepSchemas).superRefine(
  (value, ctx) => {
    const countries = value.produkt_solgt_land.length > 0
    const problem =
      value.produkt_solgt_utenfor_norge === 'JA' && !countries
        ? 'reports.required'
        : value.produkt_solgt_utenfor_norge !== 'JA' && countries
          ? 'reports.countriesWithoutSale'
          : undefined
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['produkt_solgt_land'] })
  },
  // Not only when the whole message is valid: a form checked a step at a time must hear of
  // the countries in the step that asks for them, before later steps are filled in. Never
  // when the message is not an object at all (null, an array): there are no fields to read.
  {
    when: (payload) =>
      !payload.issues.some((issue) => !issue.path?.length || SALE_FIELDS.has(issue.path[0])),
  },
)

export type DutyToReportInput = z.output<typeof dutyToReportSchema>

/**
 * A product also sold elsewhere in the EU/EEA must be reported through the EU's Product Safety
 * Business Alert Gateway (domain.md); the form says so as soon as such a country is chosen.
 */
export function mustUseEuGateway(countries: readonly string[]): boolean {
  return countries.some((code) => code !== 'NO')
}
