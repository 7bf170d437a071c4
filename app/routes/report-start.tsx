import { Card, Heading, Paragraph } from '@digdir/designsystemet-react'
import { Link } from 'react-router'
import { pageMeta } from '../components/head/page-meta.ts'
import { useMessages } from '../components/messages/use-messages.ts'
import type { Route } from './+types/report-start.ts'

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, (t) => ({
    title: t.reports.start.title,
    description: t.reports.start.description,
  }))

const WAYS = [
  { key: 'observation', to: '/innmelding/observasjon' },
  { key: 'concern', to: '/innmelding/bekymring' },
  { key: 'duty', to: '/innmelding/meldeplikt' },
] as const

/** /innmelding: the three ways to report, and who each is for. */
export default function ReportStart() {
  const s = useMessages().reports.start
  return (
    <article className="report-page">
      <header>
        <Heading level={1} data-size="lg">
          {s.title}
        </Heading>
        <Paragraph>{s.lead}</Paragraph>
      </header>
      <ul className="report-ways">
        {WAYS.map((way) => (
          <li key={way.key}>
            <Card>
              <Heading level={2} data-size="sm">
                {s[way.key].heading}
              </Heading>
              <Paragraph>{s[way.key].text}</Paragraph>
              <Link to={way.to} className="ds-link">
                {s[way.key].link}
              </Link>
            </Card>
          </li>
        ))}
      </ul>
    </article>
  )
}
