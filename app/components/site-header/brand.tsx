import { Link } from 'react-router'
import { useMessages } from '../messages/use-messages.ts'
import { Logo } from '../icons/logo.tsx'

/** The logo, app name and subtitle, together one link to the front page. */
export function Brand() {
  const t = useMessages()
  return (
    <Link to="/" className="brand">
      <Logo className="brand__logo" />
      <span className="brand__text">
        <span className="brand__name">{t.app.name}</span>
        <span className="brand__subtitle">{t.app.subtitle}</span>
      </span>
    </Link>
  )
}
