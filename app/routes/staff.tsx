import { Outlet } from 'react-router'
import { staffArea } from '../components/staff/staff-area.server.ts'
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
