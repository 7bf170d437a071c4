import { createContext } from 'react-router'
import type { StaffMember } from '../../../domain/staff/staff-member.ts'

/**
 * The time the staff area goes by. The server never sets it, so it is the system clock; tests
 * set it to try a session 31 minutes idle without waiting 31 minutes.
 */
export const staffClockContext = createContext<() => Date>(() => new Date())

/** Who is signed in, set by the staff area's middleware for every page that needs a session. */
export const staffContext = createContext<StaffMember | null>(null)
