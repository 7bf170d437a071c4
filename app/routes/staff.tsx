import { isRouteErrorResponse, Outlet } from 'react-router'
import { ErrorPage } from '../components/error-page/error-page.tsx'
import { errorTexts } from '../components/error-page/error-texts.ts'
import { useMessages } from '../components/messages/use-messages.ts'
import { staffArea } from '../components/staff/staff-area.server.ts'
import { t as productTexts } from '../components/staff/products/product-texts.ts'
import { START_PATH } from '../components/staff/staff-paths.ts'
import '../components/staff/staff.css'
import type { Route } from './+types/staff.ts'

// Every staff page's loader and action runs behind it: a session, or the sign-in page.
export const middleware: Route.MiddlewareFunction[] = [staffArea]

/** /forvaltning: the authorities' staff area, in Bokmål whatever language the visitor chose. */
export default function StaffArea() {
  return (
    <div lang="nb">
      <Outlet />
    </div>
  )
}

/**
 * A refusal inside the staff area, in its own words: a change the rules do not allow this
 * person (403), a product or draft that is not there (404), or the site's error page.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = useMessages()
  const status = isRouteErrorResponse(error) ? error.status : 500
  const back = productTexts.list.back
  return (
    <div lang="nb" className="staff-page">
      {status === 403 ? (
        <ErrorPage
          heading={productTexts.forbidden.title}
          text={productTexts.forbidden.text}
          backLabel={back}
          to={START_PATH}
        />
      ) : status === 404 ? (
        <ErrorPage
          heading={t.errors.PageNotFound}
          text={t.pages.notFound.text}
          backLabel={back}
          to={START_PATH}
        />
      ) : (
        <ErrorPage {...errorTexts(t, error)} backLabel={back} to={START_PATH} withReference />
      )}
    </div>
  )
}
