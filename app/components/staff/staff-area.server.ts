import { redirect, type MiddlewareFunction, type RouterContextProvider } from 'react-router'
import { servicesContext } from '#app-context'
import { touchSession } from '../../../domain/staff/sessions.ts'
import type { StaffMember } from '../../../domain/staff/staff-member.ts'
import { DEFAULT_STAFF_LIMITS } from '../../../domain/staff/staff-limits.ts'
import { unlessUnavailable } from '../../unavailable.server.ts'
import { readStaffCookie, servedOverHttps } from './staff-cookies.server.ts'
import { staffClockContext, staffContext } from './staff-context.ts'
import { SIGN_IN_PATH, SIGN_OUT_PATH } from './staff-paths.ts'

/**
 * Every answer of the staff area: never kept by a cache, never indexed, and its addresses (a
 * sign-in link's token among them) never sent on to another site.
 */
const STAFF_HEADERS: Record<string, string> = {
  'Cache-Control': 'no-store',
  'X-Robots-Tag': 'noindex',
  'Referrer-Policy': 'same-origin',
}

/**
 * The sign-in pages are the only pages open without a session; sign-out, which ends whatever
 * session the cookie names, needs none either.
 */
function needsSession(pathname: string): boolean {
  const page = pathname.replace(/\.data$/, '')
  return page !== SIGN_IN_PATH && !page.startsWith(`${SIGN_IN_PATH}/`) && page !== SIGN_OUT_PATH
}

/**
 * The staff area's middleware: finds the session of every page but sign-in, marking it seen,
 * and sends anyone without a live one to sign in. Its loaders and actions read who is signed in
 * from `staffContext`.
 */
export const staffArea: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  if (needsSession(new URL(request.url).pathname)) {
    const services = context.get(servicesContext)
    const secure = servedOverHttps(request, services.publicUrl)
    const staff = await unlessUnavailable(
      touchSession(
        services.db,
        readStaffCookie(request, 'okt', secure),
        DEFAULT_STAFF_LIMITS,
        context.get(staffClockContext)(),
      ),
    )
    if (!staff) throw redirect(SIGN_IN_PATH, { headers: STAFF_HEADERS })
    context.set(staffContext, staff)
  }
  const response = await next()
  for (const [name, value] of Object.entries(STAFF_HEADERS)) response.headers.set(name, value)
  return response
}

/**
 * The signed-in member of staff, in a loader or action of a page behind the middleware. Without
 * one (a page the middleware let through) the answer is the sign-in page, never an error.
 */
export function signedInStaff(context: Readonly<RouterContextProvider>): StaffMember {
  const staff = context.get(staffContext)
  if (!staff) throw redirect(SIGN_IN_PATH, { headers: STAFF_HEADERS })
  return staff
}
