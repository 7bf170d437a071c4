import { Button } from '@digdir/designsystemet-react'
import { Link, NavLink } from 'react-router'
import { useMessages } from '../messages/use-messages.ts'
import { useDisclosure } from '../disclosure/use-disclosure.ts'
import { MenuIcon } from '../icons/icons.tsx'
import './main-nav.css'

/**
 * The top navigation. From 1170 px it is an inline list; below, the same links sit in a menu
 * behind a button. Both are rendered and CSS shows one, so neither width needs JavaScript; the
 * hidden one is `display: none` and so absent for screen readers too.
 */
export function MainNav() {
  const t = useMessages()
  const { ref, expanded, onToggle } = useDisclosure()
  return (
    <nav aria-label={t.shell.nav.label} className="main-nav">
      <NavItems className="main-nav__inline" />
      <details ref={ref} className="main-nav__menu" onToggle={onToggle}>
        <summary className="ds-button" data-variant="secondary" aria-expanded={expanded}>
          <MenuIcon />
          {t.shell.nav.menu}
        </summary>
        <NavItems className="main-nav__panel" />
      </details>
    </nav>
  )
}

function NavItems({ className }: { className: string }) {
  const t = useMessages()
  return (
    <ul className={className}>
      <li>
        <NavLink to="/omnettstedet" className="ds-link main-nav__link" data-color="neutral">
          {t.shell.nav.about}
        </NavLink>
      </li>
      <li>
        <NavLink to="/myndighet" className="ds-link main-nav__link" data-color="neutral">
          {t.shell.nav.authorities}
        </NavLink>
      </li>
      <li>
        <Button asChild>
          <Link to="/innmelding">{t.shell.nav.report}</Link>
        </Button>
      </li>
    </ul>
  )
}
