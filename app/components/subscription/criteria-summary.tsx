import { Heading } from '@digdir/designsystemet-react'
import { Link } from 'react-router'
import type { CriteriaNames } from '../../../domain/subscriptions/criteria-names.ts'
import { describeCriteria } from '../../../domain/subscriptions/describe-criteria.ts'
import type { Criteria } from '../../../domain/subscriptions/subscription-schemas.ts'
import { useMessages } from '../messages/use-messages.ts'
import { searchHref } from '../search/search-url.ts'

/** The element the error summary links to when the search itself is wrong. */
export const CRITERIA_TARGET = 'subscription-criteria'

interface CriteriaSummaryProps {
  criteria: Criteria
  names: CriteriaNames
  /** False where the search is stored already and a new search would not change it. */
  changeable?: boolean
}

/** The saved search in words, with a way back to the search page to change it. */
export function CriteriaSummary({ criteria, names, changeable = true }: CriteriaSummaryProps) {
  const t = useMessages()
  const s = t.subscriptions
  return (
    <section aria-labelledby={CRITERIA_TARGET} className="subscription-page__criteria">
      <Heading level={2} data-size="xs" id={CRITERIA_TARGET} tabIndex={-1}>
        {s.create.criteriaHeading}
      </Heading>
      <ul className="subscription-criteria">
        {describeCriteria(criteria, names, s.criteria).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {changeable && (
        <Link to={searchHref(criteria)} className="ds-link">
          {s.create.changeSearch}
        </Link>
      )}
    </section>
  )
}

/** The saved search as hidden fields of the form, in the search URL's own form. */
export function CriteriaFields({ criteria }: { criteria: Criteria }) {
  const fields: Array<[string, string | undefined]> = [
    ['q', criteria.q],
    ['kategori', criteria.kategori?.toString()],
    ['risiko', criteria.risiko?.join(',')],
    ['tiltak', criteria.tiltak?.join(',')],
    ['myndighet', criteria.myndighet?.join(',')],
    ['proff', criteria.proff ? 'true' : undefined],
    ['utland', criteria.utland ? 'true' : undefined],
  ]
  return fields.map(([name, value]) =>
    value === undefined ? null : <input key={name} type="hidden" name={name} value={value} />,
  )
}
