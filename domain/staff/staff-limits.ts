/** How long sign-in links and sessions last: configuration with these defaults (issue 17). */
export interface StaffLimits {
  /** A sign-in link works this long, once. */
  linkMinutes: number
  /** A session unused this long is over. */
  idleMinutes: number
  /** A session is over this long after sign-in, however busy. */
  sessionHours: number
}

export const DEFAULT_STAFF_LIMITS: StaffLimits = {
  linkMinutes: 15,
  idleMinutes: 30,
  sessionHours: 10,
}

export const minutes = (count: number) => count * 60_000
