import { Outlet } from 'react-router'
import type { RouteHandle } from '../components/breadcrumbs/route-handle.ts'

/**
 * /myndighet and /myndighet/{id}: the list and one authority share this parent, so the trail
 * reads Home > Authorities > {name} and its base crumb returns to the list.
 */
export const handle: RouteHandle = {
  breadcrumb: ({ t }) => ({ label: t.info.authorities.title, to: '/myndighet' }),
}

export default function Authorities() {
  return <Outlet />
}
