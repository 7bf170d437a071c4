import { z } from 'zod'
import {
  HENDELSE_AARSAK,
  JA_NEI,
  KJONN,
  KOMPETANSE,
  PRODUKT_ALDER,
} from '../../db/schema/report-enums.ts'
import { pastDate, phone, postalCode } from './coded-fields.ts'
import {
  choice,
  email,
  id,
  letters,
  list,
  optional,
  required,
  text,
  wholeNumber,
} from './fields.ts'
import { reportSchema } from './step-schemas.ts'

/** A person hurt in the incident: no name, only sex, age and year of birth (privacy page). */
const injuredPersonSchema = z.object({
  kjonn: required(choice(KJONN)),
  alder: optional(wholeNumber(0, 130)).describe('Age in whole years'),
  aar: optional(wholeNumber(1900, () => new Date().getFullYear())).describe('Year of birth'),
})

/** The concern's fields by step: the sender, the product, the incident, the people hurt. */
export const concernStepSchemas = {
  sender: z.object({
    melder_navn: optional(letters(200)),
    melder_telefon: optional(phone()),
    melder_epost: optional(email()),
    melder_adresse: optional(text(300)),
    melder_postnummer: optional(postalCode()),
    melder_poststed: optional(letters(100)),
    melder_kompetanse: required(choice(KOMPETANSE)),
  }),
  product: z.object({
    produkt_id: optional(id()).describe('A listed product the concern is about'),
    produkt_kategori: optional(id()).describe(
      'Category id; preset when the product has one hazard',
    ),
    produkt_navn: required(text(200)),
    produkt_produsent_navn: optional(text(200)),
    produkt_alder: optional(choice(PRODUKT_ALDER)),
    produkt_butikk: optional(text(200)),
    produkt_annen_informasjon: optional(text(2000)),
  }),
  incident: z.object({
    hendelse_bakgrunn: optional(text(2000)),
    hendelse_aarsak: optional(choice(HENDELSE_AARSAK)),
    hendelse_personskade: optional(choice(JA_NEI)),
    hendelse_materiell_skade: optional(choice(JA_NEI)),
    hendelse_skadekonsekvens: list(required(text(200)), 10).describe(
      'What the injury or damage led to',
    ),
    hendelse_beskrivelse: required(text(5000)),
    hendelse_dato: optional(pastDate()),
    hendelse_postnummer: optional(postalCode()),
    hendelse_poststed: optional(letters(100)),
  }),
  injured: z.object({ hendelse_skadedePersoner: list(injuredPersonSchema, 20) }),
}

/**
 * A concern message (spec section 3): the sender, the product (listed or not) and the incident.
 * Attachments are uploaded afterwards, one call each, to POST /vedlegg with the answer's id.
 */
export const concernSchema = reportSchema(concernStepSchemas)

export type ConcernInput = z.output<typeof concernSchema>
