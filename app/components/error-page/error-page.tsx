import { Button, Heading, Paragraph } from '@digdir/designsystemet-react'
import { Link } from 'react-router'

interface ErrorPageProps {
  heading: string
  text: string
  backLabel: string
}

/** What a page shows in place of its content when it cannot: not found, or an error. */
export function ErrorPage({ heading, text, backLabel }: ErrorPageProps) {
  return (
    <div className="error-page">
      <Heading level={1} data-size="lg">
        {heading}
      </Heading>
      <Paragraph>{text}</Paragraph>
      <Button asChild>
        <Link to="/">{backLabel}</Link>
      </Button>
    </div>
  )
}
