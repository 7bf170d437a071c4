import type { Services } from '#app-context'
import { referenceList } from '../../../../domain/catalogue/reference-lists.ts'
import { mayEditProductOf } from '../../../../domain/staff/roles.ts'
import type { StaffMember } from '../../../../domain/staff/staff-member.ts'

/** The lists the product form chooses from, and which authorities this person may choose. */
export async function loadFormChoices({ db }: Services, staff: StaffMember) {
  const [authorities, categories, risks, measures, countries] = await Promise.all([
    referenceList(db, 'authorities'),
    referenceList(db, 'categories'),
    referenceList(db, 'risks'),
    referenceList(db, 'measures'),
    referenceList(db, 'countries'),
  ])
  return {
    authorities: authorities
      .filter((authority) => mayEditProductOf(staff, authority.id))
      .map(({ id, navn }) => ({ id, navn })),
    categories: categories.map(({ id, navn, nivaa, parent }) => ({ id, navn, nivaa, parent })),
    risks: risks.map(({ id, navn }) => ({ id, navn })),
    measures: measures.map(({ id, navn }) => ({ id, navn: navn ?? `Tiltak ${id}` })),
    countries: countries.map(({ alpha2, name }) => ({ alpha2, name })),
  }
}

export type FormChoices = Awaited<ReturnType<typeof loadFormChoices>>

/** A page's numeric id, or undefined for anything else (the page then answers 404). */
export function idOf(param: string | undefined): number | undefined {
  return param && /^\d{1,9}$/.test(param) ? Number(param) : undefined
}
