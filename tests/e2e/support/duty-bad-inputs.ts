import type { Page } from '@playwright/test'
import { choice, step, textbox } from './duty-form.ts'

/**
 * Bad inputs for the duty-to-report form, each spoiling one field of an otherwise good form,
 * with the Norwegian message it must get word for word (spec section 5, i18n/nb.ts).
 */
export interface BadInput {
  what: string
  step: number
  field: string
  label: string
  message: string
  spoil: (page: Page) => Promise<unknown>
  /** With JavaScript the countries are hidden (and not sent) unless the product was sold abroad. */
  onlyWithoutJavaScript?: true
}

const REQUIRED = 'Dette feltet er påkrevd!'

export const BAD_INPUTS: BadInput[] = [
  {
    what: 'no business name',
    step: 0,
    field: 'virksomhet_navn',
    label: 'Virksomhetens navn',
    message: REQUIRED,
    spoil: (page) => textbox(step(page, 0), 'Virksomhetens navn').fill(''),
  },
  {
    what: 'an organisation number with a wrong check digit',
    step: 0,
    field: 'virksomhet_organisasjonsnummer',
    label: 'Organisasjonsnummer',
    message: 'Dette er ikke et gyldig organisasjonsnummer',
    spoil: (page) => textbox(step(page, 0), 'Organisasjonsnummer').fill('974760674'),
  },
  {
    what: 'an organisation number of eight digits',
    step: 0,
    field: 'virksomhet_organisasjonsnummer',
    label: 'Organisasjonsnummer',
    message: 'Må være nøyaktig 9 siffer',
    spoil: (page) => textbox(step(page, 0), 'Organisasjonsnummer').fill('97476067'),
  },
  {
    what: 'no role chosen',
    step: 0,
    field: 'melder_rolle',
    label: 'Virksomhetens rolle',
    message: REQUIRED,
    spoil: (page) => choice(step(page, 0), 'Virksomhetens rolle', 'Importør').uncheck(),
  },
  {
    what: 'digits in the contact person’s name',
    step: 0,
    field: 'kontaktperson_navn',
    label: 'Kontaktperson',
    message: 'Kan bare inneholde bokstaver',
    spoil: (page) => textbox(step(page, 0), 'Kontaktperson').fill('Kari 2'),
  },
  {
    what: 'an invalid e-mail address',
    step: 0,
    field: 'kontaktperson_epost',
    label: 'E-post',
    message: 'Dette må være en gyldig e-postadresse',
    spoil: (page) => textbox(step(page, 0), 'E-post').fill('kari@'),
  },
  {
    what: 'an EAN with a wrong check digit',
    step: 1,
    field: 'produkt_ean',
    label: 'EAN-nummer',
    message: 'Dette er ikke et gyldig EAN-nummer',
    spoil: (page) => textbox(step(page, 1), 'EAN-nummer').fill('4006381333932'),
  },
  {
    what: 'a customs code of four digits',
    step: 1,
    field: 'produkt_tollkode',
    label: 'Tolltariffnummer',
    message: 'Må være minst 6 siffer',
    spoil: (page) => textbox(step(page, 1), 'Tolltariffnummer').fill('8517'),
  },
  {
    what: 'sold outside Norway without a country',
    step: 2,
    field: 'produkt_solgt_land',
    label: 'Land produktet er solgt i',
    message: REQUIRED,
    spoil: (page) => choice(step(page, 2), 'Solgt utenfor Norge', 'Ja').check(),
  },
  {
    what: 'countries without the product sold outside Norway',
    step: 2,
    field: 'produkt_solgt_land',
    label: 'Land produktet er solgt i',
    message: 'Velg land bare når produktet er solgt utenfor Norge',
    spoil: async (page) => {
      await choice(step(page, 2), 'Solgt utenfor Norge', 'Nei').check()
      await step(page, 2).getByRole('checkbox', { name: 'Sverige' }).check()
    },
    onlyWithoutJavaScript: true,
  },
  {
    what: 'an importer without a name',
    step: 2,
    field: 'meldeplikt_importoerer.0.navn',
    label: 'Navn',
    message: REQUIRED,
    spoil: (page) => step(page, 2).getByRole('button', { name: 'Legg til importør' }).click(),
  },
]
