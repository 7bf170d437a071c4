import { Heading } from '@digdir/designsystemet-react'
import { Link } from 'react-router'
import { useLanguage, useMessages } from '../messages/use-messages.ts'
import { dataLang } from '../authority/authority-text.ts'

/** The authorities behind the service, each linked to its page; no column at all without any. */
export function AuthorityLinks({
  authorities,
}: {
  authorities: Array<{ id: number; navn: string }>
}) {
  const t = useMessages()
  const nameLang = dataLang(useLanguage())
  if (authorities.length === 0) return null
  return (
    <div>
      <Heading level={2} data-size="xs">
        {t.shell.footer.authoritiesHeading}
      </Heading>
      <ul className="site-footer__list">
        {authorities.map((authority) => (
          <li key={authority.id}>
            <Link
              to={`/myndighet/${authority.id}`}
              className="ds-link"
              data-color="neutral"
              lang={nameLang}
            >
              {authority.navn}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}
