/** How long sign-in links and sessions last: configuration with these defaults (issue 17). */
export interface StaffLimits {
  /** A sign-in link works this long, once. */
  linkMinutes: number
  /** A session unused this long is over. */
  idleMinutes: number
  /** A session is over this long after sign-in, however busy. */
  sessionHours: number
  /**
   * A member has at most this many links unused and unexpired: asking again mails nothing, so
   * nobody can flood a colleague's inbox from many addresses (each address is counted apart).
   */
  openLinks: number
}

export const DEFAULT_STAFF_LIMITS: StaffLimits = {
  linkMinutes: 15,
  idleMinutes: 30,
  sessionHours: 10,
  openLinks: 3,
}

export const minutes = (count: number) => count * 60_000
