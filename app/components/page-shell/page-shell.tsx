import { SkipLink } from '@digdir/designsystemet-react'
import type { ReactNode } from 'react'
import { useMessages } from '../messages/use-messages.ts'
import { Breadcrumbs } from '../breadcrumbs/breadcrumbs.tsx'
import type { RouteHandle } from '../breadcrumbs/route-handle.ts'
import { FeedbackProvider } from '../feedback/feedback-provider.tsx'
import { AnalyticsScript } from '../head/analytics-script.tsx'
import { NavigationEffects } from '../navigation-effects/navigation-effects.tsx'
import { StickyReportButton } from '../report-button/sticky-report-button.tsx'
import { SiteFooter } from '../site-footer/site-footer.tsx'
import { SiteHeader } from '../site-header/site-header.tsx'
import type { ShellData } from './shell-data.ts'
// The feedback's styles (loading bar, notices, confirm dialog) are imported here, not in
// feedback-provider.tsx: the form routes import that module too, which puts it in a shared chunk
// whose CSS would be one more render-blocking stylesheet on every page. Here it joins the root's.
import '../feedback/feedback.css'

/**
 * The layout every page shares. It owns the one `<main>` of the page, so routes render only
 * their content; the skip link comes first so it is the first thing a keyboard reaches. An error
 * page passes the `breadcrumb` handle its trail comes from.
 */
export function PageShell({
  data,
  breadcrumb,
  children,
}: {
  data: ShellData
  breadcrumb?: RouteHandle
  children: ReactNode
}) {
  const t = useMessages()
  return (
    <FeedbackProvider>
      <SkipLink href="#main">{t.shell.skipLink}</SkipLink>
      <SiteHeader warningBanner={data.config.warningBanner} categories={data.categories} />
      <main id="main" tabIndex={-1} className="page-width page-main">
        <Breadcrumbs handle={breadcrumb} />
        {children}
      </main>
      <StickyReportButton />
      <NavigationEffects />
      <SiteFooter
        origin={data.origin}
        authorities={data.authorities}
        buildInfo={data.buildInfo}
        accessibilityStatementId={data.config.accessibilityStatementId ?? null}
      />
      <AnalyticsScript domain={data.config.plausibleDomain} />
    </FeedbackProvider>
  )
}
