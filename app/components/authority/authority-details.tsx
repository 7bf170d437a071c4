import { Button, Card, Heading, Paragraph } from '@digdir/designsystemet-react'
import { Link } from 'react-router'
import { format } from '../../../i18n/format.ts'
import { useLanguage, useMessages } from '../messages/use-messages.ts'
import { authoritySearchPath, dataLang, type AuthorityView } from './authority-text.ts'
import { WebsiteLink } from './website-link.tsx'
import './authority.css'

/** One authority's page: what it oversees, its website, its products and where to report. */
export function AuthorityDetails({ authority }: { authority: AuthorityView }) {
  const t = useMessages().info.authorities
  const lang = dataLang(useLanguage())
  return (
    <article className="authority-details">
      <Heading level={1} data-size="lg" lang={lang}>
        {authority.navn}
      </Heading>
      <Paragraph data-size="lg" variant="long" lang={lang}>
        {authority.beskrivelse}
      </Paragraph>
      <WebsiteLink url={authority.nettside} />
      <div>
        <Button asChild>
          <Link to={authoritySearchPath(authority.id)}>
            {format(t.searchProducts, { name: authority.kortnavn })}
          </Link>
        </Button>
      </div>
      <Card variant="tinted" className="authority-details__report">
        <Paragraph>{t.report}</Paragraph>
        <Link to="/innmelding" className="ds-link">
          {t.reportLink}
        </Link>
      </Card>
      <Link to="/myndighet" className="ds-link">
        {t.allAuthorities}
      </Link>
    </article>
  )
}
