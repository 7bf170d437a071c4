import { Alert, Heading, List } from '@digdir/designsystemet-react'
import { translateKey } from '../../../i18n/translate.ts'
import { useMessages } from '../messages/use-messages.ts'

interface SearchIssuesProps {
  issues: Array<{ name: string; key: string; values?: Record<string, string | number> }>
}

/** What is wrong with a search address, in the visitor's language (the schema gives i18n keys). */
export function SearchIssues({ issues }: SearchIssuesProps) {
  const t = useMessages()
  if (!issues.length) return null
  return (
    <Alert data-color="danger" className="search-issues">
      <Heading level={2} data-size="xs">
        {t.catalogue.search.invalid}
      </Heading>
      <List.Unordered>
        {issues.map((issue) => (
          <List.Item key={`${issue.name}-${issue.key}`}>
            {translateKey(t, issue.key, { ...issue.values, name: issue.name }) ?? issue.key}
          </List.Item>
        ))}
      </List.Unordered>
    </Alert>
  )
}
