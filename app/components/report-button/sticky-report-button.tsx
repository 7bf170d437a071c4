import { Button } from '@digdir/designsystemet-react'
import { useEffect, useState } from 'react'
import { Link, useLocation, useMatches } from 'react-router'
import { useMessages } from '../messages/use-messages.ts'
import { productInContext } from '../breadcrumbs/route-handle.ts'
import './sticky-report-button.css'

/** Spec section 9: the button appears once the page is scrolled 50 px. */
const STICKY_BUTTON_SCROLL_PX = 50

/**
 * 'Meld inn et produkt', fixed at the bottom of the window once the visitor has scrolled. With a
 * product in context (its page) it reports an observation of that product. It needs JavaScript
 * to know the scroll, so without it the button stays hidden: the header's own 'Meld inn produkt'
 * and the product page's report links do the same job.
 */
export function StickyReportButton() {
  const t = useMessages()
  const { pathname, key } = useLocation()
  const productId = productInContext(useMatches())
  const [visible, setVisible] = useState(false)

  useEffect(() => {
    let frame = 0
    const update = () => {
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(() => setVisible(window.scrollY >= STICKY_BUTTON_SCROLL_PX))
    }
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => {
      cancelAnimationFrame(frame)
      window.removeEventListener('scroll', update)
    }
  }, [key])

  // On the reporting pages the button would only point at the page the visitor is on.
  if (pathname.startsWith('/innmelding')) return null
  const to = productId === undefined ? '/innmelding' : `/innmelding/observasjon/${productId}`
  return (
    <div className="sticky-report" hidden={!visible}>
      <Button asChild data-size="md">
        <Link to={to}>{t.catalogue.reportButton}</Link>
      </Button>
    </div>
  )
}
