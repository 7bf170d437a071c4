import { Button, Heading, Paragraph } from '@digdir/designsystemet-react'
import { Link } from 'react-router'
import { ErrorReference } from './error-reference.tsx'

interface ErrorPageProps {
  heading: string
  text: string
  backLabel: string
  /** Where the button goes: the front page, or the staff area's start. */
  to?: string
  /** A failure (not "not found"): the request's reference, for a person to quote. */
  withReference?: boolean
}

/** What a page shows in place of its content when it cannot: not found, or an error. */
export function ErrorPage({ heading, text, backLabel, withReference, to = '/' }: ErrorPageProps) {
  return (
    <div className="error-page">
      <Heading level={1} data-size="lg">
        {heading}
      </Heading>
      <Paragraph>{text}</Paragraph>
      {withReference ? <ErrorReference /> : null}
      <Button asChild>
        <Link to={to}>{backLabel}</Link>
      </Button>
    </div>
  )
}
