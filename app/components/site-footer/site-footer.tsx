import { Heading, Link, Paragraph } from '@digdir/designsystemet-react'
import { Link as RouterLink } from 'react-router'
import { formatDateTime } from '../../../i18n/dates.ts'
import { format } from '../../../i18n/format.ts'
import { useMessages } from '../messages/use-messages.ts'
import { AuthorityLinks } from './authority-links.tsx'
import { accessibilityStatementUrls } from './footer-links.ts'
import { LanguageSwitch } from './language-switch.tsx'
import { ShareLinks } from './share-links.tsx'
import './site-footer.css'

interface SiteFooterProps {
  origin: string
  authorities: Array<{ id: number; navn: string }>
  buildInfo: { gitid: string; time: string }
  accessibilityStatementId: string | null
}

/** About the service, its authorities, sharing, the statutory links and the build it runs. */
export function SiteFooter({
  origin,
  authorities,
  buildInfo,
  accessibilityStatementId,
}: SiteFooterProps) {
  const t = useMessages()
  const f = t.shell.footer
  const statement = accessibilityStatementUrls(accessibilityStatementId)
  return (
    <footer className="site-footer" data-color="neutral">
      <div className="site-footer__columns page-width">
        <div>
          <Heading level={2} data-size="xs">
            {t.app.name}
          </Heading>
          <Paragraph data-size="sm">{t.app.description}</Paragraph>
          <Paragraph data-size="sm">{f.responsible}</Paragraph>
        </div>
        <AuthorityLinks authorities={authorities} />
        <div>
          <Heading level={2} data-size="xs">
            {f.linksHeading}
          </Heading>
          <ul className="site-footer__list">
            <li>
              <RouterLink to="/abonnement/mine" className="ds-link" data-color="neutral">
                {f.subscriptions}
              </RouterLink>
            </li>
            <li>
              <RouterLink to="/personvern" className="ds-link" data-color="neutral">
                {f.privacy}
              </RouterLink>
            </li>
            <li>
              <Link href={statement.nb} hrefLang="nb" data-color="neutral">
                {f.accessibilityNb}
              </Link>
            </li>
            <li>
              <Link href={statement.nn} hrefLang="nn" data-color="neutral">
                {f.accessibilityNn}
              </Link>
            </li>
          </ul>
        </div>
        <div>
          <Heading level={2} data-size="xs">
            {f.shareHeading}
          </Heading>
          <ShareLinks origin={origin} />
        </div>
      </div>
      <div className="page-width">
        <div className="site-footer__bottom">
          <LanguageSwitch />
          <Paragraph data-size="xs" className="site-footer__build">
            {format(f.buildInfo, { gitid: buildInfo.gitid, time: formatDateTime(buildInfo.time) })}
          </Paragraph>
        </div>
      </div>
    </footer>
  )
}
