import type { StaffRole } from './staff-schemas.ts'

/** Who is acting: enough to decide what they may do. */
export interface Actor {
  rolle: StaffRole
  /** The editor's authority; null for an administrator. */
  myndighetId: number | null
}

/**
 * Whether this person may create, change, publish or withdraw a product the given authority is
 * responsible for: an administrator any, an editor only their own authority's.
 */
export function mayEditProductOf(actor: Actor, authorityId: number): boolean {
  if (actor.rolle === 'administrator') return true
  return actor.myndighetId !== null && actor.myndighetId === authorityId
}

/** Whether this person may add, change and deactivate staff: administrators only. */
export function mayManageStaff(actor: Actor): boolean {
  return actor.rolle === 'administrator'
}

/** Whether this person may change the routing rules: administrators only. */
export function mayEditRouting(actor: Actor): boolean {
  return actor.rolle === 'administrator'
}

/**
 * Whether this person may open and work a report in the inbox of these authorities (those it
 * was routed or re-routed to): an administrator every report, an editor those in their own
 * authority's inbox.
 */
export function mayWorkReportIn(actor: Actor, inboxAuthorityIds: readonly number[]): boolean {
  if (actor.rolle === 'administrator') return true
  return actor.myndighetId !== null && inboxAuthorityIds.includes(actor.myndighetId)
}
