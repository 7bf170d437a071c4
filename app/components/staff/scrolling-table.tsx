import type { ReactNode } from 'react'

/**
 * A table wider than a phone, scrolling on its own instead of the page. It takes focus, named
 * by its label, so a keyboard can scroll it too (WCAG 2.1.1; axe's scrollable-region-focusable).
 */
export function ScrollingTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- see above
    <div className="staff-table-scroll" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  )
}
