import { formatDate } from '../../i18n/dates.ts'
import { format } from '../../i18n/format.ts'
import type { Messages } from '../../i18n/nb.ts'
import type { CriteriaNames } from '../subscriptions/criteria-names.ts'
import { describeCriteria } from '../subscriptions/describe-criteria.ts'
import type { SearchFilter } from './search-params.ts'

/** Whether a search narrows the catalogue at all; the feed of no filter is the site's own. */
export function isFiltered(filter: SearchFilter): boolean {
  return Object.values(filter).some((value) => value !== undefined && value !== false)
}

/**
 * A feed's title: the site's name, and for a filtered search the search in words as the
 * subscription pages and e-mails write it ('Farlige produkter: Søketekst: «lader» · Risiko:
 * Brann'), so a feed reader that holds several feeds of this site tells them apart.
 */
export function feedTitle(filter: SearchFilter, names: CriteriaNames, t: Messages): string {
  if (!isFiltered(filter)) return t.feed.title
  const { df, dt, ...criteria } = filter
  const lines = Object.values(criteria).some((value) => value !== undefined && value !== false)
    ? describeCriteria(
        { ...criteria, proff: criteria.proff ?? false, utland: criteria.utland ?? false },
        names,
        t.subscriptions.criteria,
      )
    : []
  if (df) lines.push(format(t.feed.publishedFrom, { date: formatDate(df) }))
  if (dt) lines.push(format(t.feed.publishedTo, { date: formatDate(dt) }))
  return format(t.feed.titleOfSearch, { title: t.feed.title, search: lines.join(' · ') })
}
