import { Link } from '@digdir/designsystemet-react'
import { useLocation } from 'react-router'
import { useMessages } from '../messages/use-messages.ts'
import { shareablePageUrl, shareUrls } from './footer-links.ts'

/** Facebook, X and e-mail links that share the page being read. */
export function ShareLinks({ origin }: { origin: string }) {
  const t = useMessages()
  const location = useLocation()
  const urls = shareUrls(
    shareablePageUrl(origin, location.pathname, location.search),
    t.shell.footer.shareEmailSubject,
  )
  return (
    <ul className="site-footer__list">
      <li>
        <Link href={urls.facebook} data-color="neutral">
          {t.shell.footer.shareFacebook}
        </Link>
      </li>
      <li>
        <Link href={urls.twitter} data-color="neutral">
          {t.shell.footer.shareTwitter}
        </Link>
      </li>
      <li>
        <Link href={urls.email} data-color="neutral">
          {t.shell.footer.shareEmail}
        </Link>
      </li>
    </ul>
  )
}
