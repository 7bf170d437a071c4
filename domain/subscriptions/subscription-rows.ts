import { abonnement } from '../../db/schema/index.ts'
import type { Criteria, SubscriptionLanguage } from './subscription-schemas.ts'

/** The columns a subscription e-mail needs, as Drizzle selects them. */
export const subscriptionColumns = {
  id: abonnement.id,
  navn: abonnement.navn,
  epost: abonnement.epost,
  sprak: abonnement.sprak,
  q: abonnement.q,
  kategoriId: abonnement.kategoriId,
  risiko: abonnement.risiko,
  tiltak: abonnement.tiltak,
  myndighet: abonnement.myndighet,
  proff: abonnement.proff,
  utland: abonnement.utland,
  opprettet: abonnement.opprettet,
  aktivert: abonnement.aktivert,
}

export interface SubscriptionRow {
  id: number
  navn: string
  epost: string
  sprak: string
  q: string | null
  kategoriId: number | null
  risiko: number[] | null
  tiltak: number[] | null
  myndighet: number[] | null
  proff: boolean
  utland: boolean
  opprettet: Date
  aktivert: Date | null
}

/** The saved search of a stored subscription, as the search takes it. */
export function criteriaOf(
  row: Omit<SubscriptionRow, 'id' | 'navn' | 'epost' | 'sprak' | 'opprettet' | 'aktivert'>,
): Criteria {
  return {
    q: row.q ?? undefined,
    kategori: row.kategoriId ?? undefined,
    risiko: row.risiko?.length ? row.risiko : undefined,
    tiltak: row.tiltak?.length ? row.tiltak : undefined,
    myndighet: row.myndighet?.length ? row.myndighet : undefined,
    proff: row.proff,
    utland: row.utland,
  }
}

/** A stored language that is not one of ours (it cannot be: a check forbids it) reads as Bokmål. */
export function languageOf(row: { sprak: string }): SubscriptionLanguage {
  return row.sprak === 'nn' || row.sprak === 'en' ? row.sprak : 'nb'
}
