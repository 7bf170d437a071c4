import { Heading } from '@digdir/designsystemet-react'
import { Link } from 'react-router'
import { useMessages } from '../../i18n/use-messages.ts'

/** The authorities behind the service, each linked to its page; no column at all without any. */
export function AuthorityLinks({
  authorities,
}: {
  authorities: Array<{ id: number; navn: string }>
}) {
  const t = useMessages()
  if (authorities.length === 0) return null
  return (
    <div>
      <Heading level={2} data-size="xs">
        {t.shell.footer.authoritiesHeading}
      </Heading>
      <ul className="site-footer__list">
        {authorities.map((authority) => (
          <li key={authority.id}>
            <Link to={`/myndighet/${authority.id}`} className="ds-link" data-color="neutral">
              {authority.navn}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}
