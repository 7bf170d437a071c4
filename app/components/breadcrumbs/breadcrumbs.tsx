import { useId, type MouseEvent } from 'react'
import { Link, useLocation, useMatches, useNavigate } from 'react-router'
import { useMessages } from '../messages/use-messages.ts'
import { useNotify } from '../feedback/feedback-provider.tsx'
import { crumbsFromMatches, type Crumb, type RouteHandle } from './route-handle.ts'
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
  const follow = useFollowCrumb()
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
                  onClick={(event) => void follow(event, crumb)}
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

/**
 * A crumb followed in this tab runs its onFollow; one that would lose what the visitor typed
 * asks first (the confirm dialog) and stays put on cancel. A click that opens a new tab or
 * window leaves this page, and its drafts, as they are.
 */
function useFollowCrumb() {
  const notify = useNotify()
  const navigate = useNavigate()
  return async (event: MouseEvent<HTMLAnchorElement>, crumb: Crumb) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return
    }
    const question = crumb.confirmFollow?.()
    if (!question) return crumb.onFollow?.()
    event.preventDefault()
    if (!(await notify.confirm(question))) return
    crumb.onFollow?.()
    await navigate(crumb.to)
  }
}
