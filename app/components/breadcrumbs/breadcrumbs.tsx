import { useId } from 'react'
import { Link, useLocation, useMatches } from 'react-router'
import { useMessages } from '../../i18n/use-messages.ts'
import { crumbsFromMatches, type RouteHandle } from './route-handle.ts'
import './breadcrumbs.css'

/**
 * 'Du er her:' then Home and the crumbs the matched routes give in their `handle`. Hidden where
 * no route gives one (the front page among them). The last crumb is the page itself.
 * An error page passes `handle`: its trail then stands for the routes, which drew nothing.
 */
export function Breadcrumbs({ handle }: { handle?: RouteHandle }) {
  const t = useMessages()
  const labelId = useId()
  const matches = useMatches()
  const { pathname } = useLocation()
  const crumbs = crumbsFromMatches(handle ? [{ pathname, handle }] : matches, t)
  if (crumbs.length < 2) return null
  return (
    <nav className="breadcrumbs" aria-labelledby={labelId}>
      <span id={labelId} className="breadcrumbs__label">
        {t.catalogue.breadcrumbs.label}
      </span>
      <div className="ds-breadcrumbs">
        <ol>
          {crumbs.map((crumb, index) => {
            const last = index === crumbs.length - 1
            return (
              <li key={`${index}-${crumb.to}`}>
                <Link
                  to={crumb.to}
                  className="ds-link"
                  data-color="neutral"
                  aria-current={last ? 'page' : undefined}
                  onClick={crumb.onFollow}
                >
                  {crumb.label}
                </Link>
              </li>
            )
          })}
        </ol>
      </div>
    </nav>
  )
}
