import type { SkadetPerson, Virksomhet } from '../../db/schema/index.ts'
import { fill, type ReportMailTexts } from './mail-texts.ts'

/**
 * Repeated groups of a report, written out for the authority's e-mail, one item a line. Undefined
 * when there are none, which the e-mail shows as not given.
 */

const asList = (items: string[]) => (items.length ? `\n  ${items.join('\n  ')}` : undefined)

export function injuredPersonsText(persons: readonly SkadetPerson[], texts: ReportMailTexts) {
  return asList(
    persons.map((person, index) =>
      fill(texts.mail.injuredPerson, {
        number: index + 1,
        kjonn: texts.values[person.kjonn] ?? person.kjonn,
        alder: person.alder ?? texts.mail.notGiven,
        aar: person.aar ?? texts.mail.notGiven,
      }),
    ),
  )
}

export function companiesText(
  companies: readonly Virksomhet[],
  texts: ReportMailTexts,
  countryNames: ReadonlyMap<string, string>,
) {
  return asList(
    companies.map((company) =>
      [
        company.navn,
        company.organisasjonsnummer &&
          `${texts.fields.organisasjonsnummer} ${company.organisasjonsnummer}`,
        company.adresse,
        company.land && (countryNames.get(company.land) ?? company.land),
      ]
        .filter(Boolean)
        .join(', '),
    ),
  )
}
