import { Heading, List, Paragraph } from '@digdir/designsystemet-react'
import { Link, useLocation } from 'react-router'
import { format } from '../../../i18n/format.ts'
import type { Messages } from '../../../i18n/nb.ts'
import { useMessages } from '../messages/use-messages.ts'
import type { SearchPageData } from './load-search.server.ts'
import { searchHref } from './search-url.ts'

/**
 * A search address with a value the schema refuses (a date written 31.12.2026, a page 'abc'):
 * which field and value could not be used, in words a person knows from the form, and the same
 * search without them, which the lenient reading of the address (`state`) already is.
 */
export function InvalidSearch({ data }: { data: SearchPageData }) {
  const t = useMessages()
  const s = t.catalogue.search
  const params = new URLSearchParams(useLocation().search)
  const names = [...new Set(data.issues.map((issue) => issue.name))]
  return (
    <>
      <Heading level={1} data-size="lg" className="search-failed-heading">
        {s.invalid}
      </Heading>
      <Paragraph>{s.invalidLead}</Paragraph>
      <List.Unordered className="search-invalid-values">
        {names.map((name) => (
          <List.Item key={name}>
            {format(s.invalidValue, {
              field: fieldName(s, name),
              value: params.getAll(name).join(', '),
            })}
          </List.Item>
        ))}
      </List.Unordered>
      <Paragraph>
        <Link to={searchHref(data.state)} className="ds-link">
          {s.withoutInvalid}
        </Link>
      </Paragraph>
    </>
  )
}

/** The filter form's label of a URL parameter; its own name for one the form has no field for. */
function fieldName(s: Messages['catalogue']['search'], name: string): string {
  const label = (s as Record<string, unknown>)[name]
  return typeof label === 'string' ? label : name
}
