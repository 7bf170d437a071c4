import { Link as RouterLink } from 'react-router'

export interface InfoLink {
  text: string
  /** A path on this site, or an absolute address of another. */
  to: string
}

/** A short list of onward links below a section; external addresses are plain links. */
export function LinkList({ links }: { links: readonly InfoLink[] }) {
  return (
    <ul className="info-page__links">
      {links.map((link) => (
        <li key={link.to}>
          {link.to.startsWith('/') ? (
            <RouterLink to={link.to} className="ds-link">
              {link.text}
            </RouterLink>
          ) : (
            <a href={link.to} className="ds-link">
              {link.text}
            </a>
          )}
        </li>
      ))}
    </ul>
  )
}
