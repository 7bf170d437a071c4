import type { CriteriaNames } from './criteria-names.ts'
import type { SubscriptionTexts } from './subscription-context.ts'
import type { Criteria } from './subscription-schemas.ts'

/**
 * A saved search in words, one line per criterion ('Risiko: Brann, Kvelning'), as the pages and
 * the e-mails show it. Pure, so a page can use it in the browser too.
 */
export function describeCriteria(
  criteria: Criteria,
  names: CriteriaNames,
  labels: SubscriptionTexts['criteria'],
): string[] {
  const lines: string[] = []
  const list = (kind: 'risiko' | 'tiltak' | 'myndighet', ids: number[] | undefined) => {
    if (!ids?.length) return
    const named = ids.map((id) => names[kind][id] ?? labels.unnamed)
    lines.push(`${labels[kind]}: ${named.join(', ')}`)
  }
  if (criteria.q) lines.push(`${labels.q}: «${criteria.q}»`)
  if (criteria.kategori !== undefined) {
    lines.push(`${labels.kategori}: ${names.kategori[criteria.kategori] ?? labels.unnamed}`)
  }
  list('risiko', criteria.risiko)
  list('tiltak', criteria.tiltak)
  list('myndighet', criteria.myndighet)
  if (criteria.proff) lines.push(labels.proff)
  if (criteria.utland) lines.push(labels.utland)
  return lines.length ? lines : [labels.everything]
}
