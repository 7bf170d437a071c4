import { Alert, Heading, Paragraph } from '@digdir/designsystemet-react'
import type { ReactNode } from 'react'

interface ResultMessageProps {
  kind: 'success' | 'danger'
  heading: string
  text: string
  children?: ReactNode
}

/**
 * What came of a subscription step: activated, deleted, e-mail sent, or the error of spec
 * section 8. It is the page's heading, so a person arriving from an e-mail link reads it first.
 */
export function ResultMessage({ kind, heading, text, children }: ResultMessageProps) {
  return (
    <div className="subscription-page__result">
      <Alert data-color={kind} role={kind === 'danger' ? 'alert' : 'status'}>
        <Heading level={1} data-size="sm">
          {heading}
        </Heading>
        <Paragraph>{text}</Paragraph>
      </Alert>
      {children}
    </div>
  )
}
