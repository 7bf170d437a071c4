import { Card, Heading, Paragraph } from '@digdir/designsystemet-react'
import { Link } from 'react-router'
import { useLanguage } from '../messages/use-messages.ts'
import { dataLang, type AuthorityView } from './authority-text.ts'
import { WebsiteLink } from './website-link.tsx'
import './authority.css'

/** One authority in the list: its name linked to its page, what it oversees, its website. */
export function AuthorityCard({ authority }: { authority: AuthorityView }) {
  const lang = dataLang(useLanguage())
  return (
    <Card className="authority-card">
      <Heading level={2} data-size="xs" lang={lang}>
        <Link to={`/myndighet/${authority.id}`} className="ds-link">
          {authority.navn}
        </Link>
      </Heading>
      <Paragraph lang={lang}>{authority.beskrivelse}</Paragraph>
      <WebsiteLink url={authority.nettside} />
    </Card>
  )
}
