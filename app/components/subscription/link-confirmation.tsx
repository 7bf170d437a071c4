import { Button, Heading, Paragraph } from '@digdir/designsystemet-react'
import { Form, useNavigation } from 'react-router'
import { format } from '../../../i18n/format.ts'
import { CriteriaSummary } from './criteria-summary.tsx'
import type { LinkPage } from './link-pages.server.ts'

interface LinkConfirmationProps {
  link: LinkPage
  texts: { heading: string; lead: string; recipient: string; submit: string }
  danger?: boolean
}

/**
 * What an e-mailed link will do, and the one button that does it (decision 032). The button
 * posts a plain form, so it works without JavaScript; opening the link alone changes nothing.
 */
export function LinkConfirmation({ link, texts, danger = false }: LinkConfirmationProps) {
  const busy = useNavigation().state === 'submitting'
  return (
    <article className="subscription-page">
      <header className="subscription-page__result">
        <Heading level={1} data-size="lg">
          {texts.heading}
        </Heading>
        <Paragraph>{texts.lead}</Paragraph>
        <Paragraph>{format(texts.recipient, { email: link.email })}</Paragraph>
      </header>
      <CriteriaSummary criteria={link.criteria} names={link.names} changeable={false} />
      <Form method="post" className="subscription-form">
        <input type="hidden" name="token" value={link.token} />
        <Button type="submit" data-color={danger ? 'danger' : undefined} disabled={busy}>
          {texts.submit}
        </Button>
      </Form>
    </article>
  )
}
