import { Button } from '@digdir/designsystemet-react'
import { Link } from 'react-router'
import { format } from '../../../i18n/format.ts'
import { useMessages } from '../messages/use-messages.ts'
import { pageCount, pagerPages } from './pager-pages.ts'
import './pager.css'

interface PagerProps {
  /** 1-based. */
  current: number
  hits: number
  size: number
  /** The address of a page (1-based): plain links, so paging needs no JavaScript. */
  hrefFor: (page: number) => string
}

/**
 * Previous, up to 6 page numbers round the current one (3 below 600 px, by CSS, so it needs no
 * script) and next. Designsystemet's pagination look, on links of our own: its `ds-pagination`
 * element rewrites links with a script, and these must work without one.
 */
export function Pager({ current, hits, size, hrefFor }: PagerProps) {
  const t = useMessages()
  const total = pageCount(hits, size)
  if (total <= 1) return null
  const pages = pagerPages(current, total)
  return (
    <nav className="ds-pagination pager" aria-label={t.catalogue.pager.label}>
      <ul>
        <li>
          <StepLink to={current > 1 ? hrefFor(current - 1) : undefined}>
            {t.catalogue.pager.previous}
          </StepLink>
        </li>
        {pages.map(({ page, small }) => (
          <li key={page} className={small ? undefined : 'pager__wide-only'}>
            <Button asChild variant="tertiary">
              <Link
                to={hrefFor(page)}
                aria-label={format(t.catalogue.pager.page, { page })}
                aria-current={page === current ? 'page' : undefined}
                data-current={page === current || undefined}
              >
                {page}
              </Link>
            </Button>
          </li>
        ))}
        <li>
          <StepLink to={current < total ? hrefFor(current + 1) : undefined}>
            {t.catalogue.pager.next}
          </StepLink>
        </li>
      </ul>
    </nav>
  )
}

/** Previous or next; on the first or last page an invisible stand-in keeps the row in place. */
function StepLink({ to, children }: { to: string | undefined; children: string }) {
  if (!to) {
    return (
      <span className="ds-button" data-variant="tertiary" aria-hidden="true">
        {children}
      </span>
    )
  }
  return (
    <Button asChild variant="tertiary">
      <Link to={to}>{children}</Link>
    </Button>
  )
}
