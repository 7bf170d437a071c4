import { Link } from 'react-router'
import { format } from '../../../i18n/format.ts'
import { t } from './products/product-texts.ts'

/** Links to the page before and after of a staff list, keeping its search and filters. */
export function ListPages({
  query,
  total,
  pageSize,
}: {
  query: { side?: number }
  total: number
  pageSize: number
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize))
  const page = Math.min(query.side ?? 1, pages)
  if (pages === 1) return null
  const href = (side: number) => {
    const params = new URLSearchParams()
    for (const [name, value] of Object.entries<string | number | undefined>({ ...query, side })) {
      if (value !== undefined && value !== '') params.set(name, String(value))
    }
    return `?${params.toString()}`
  }
  return (
    <nav aria-label={format(t.list.page, { page, pages })} className="staff-product-pages">
      {page > 1 ? (
        <Link className="ds-link" to={href(page - 1)}>
          {t.list.previous}
        </Link>
      ) : null}
      <span>{format(t.list.page, { page, pages })}</span>
      {page < pages ? (
        <Link className="ds-link" to={href(page + 1)}>
          {t.list.next}
        </Link>
      ) : null}
    </nav>
  )
}
