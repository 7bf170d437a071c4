import type { Db } from '../domain/database.ts'
import { forgetExpiredCaptchas } from '../domain/captcha/captcha.ts'
import { deleteExpiredReports } from '../domain/reports/retention.ts'
import { forgetOldChanges } from '../domain/search/changes/product-changes.ts'
import { osloIsoDay } from '../i18n/dates.ts'
import type { ScheduledJob } from './schedule.ts'

export interface HousekeepingSettings {
  /** REPORT_RETENTION_MONTHS: reports received longer ago than this are deleted. */
  reportRetentionMonths: number
}

/**
 * Daily, in one process: reports past their retention are deleted (domain.md: 24 months after
 * receipt unless configured otherwise), used captcha solutions are forgotten once their
 * challenges have expired, and product changes every process has long since read are deleted.
 */
export function housekeepingJobs(db: Db, settings: HousekeepingSettings): ScheduledJob[] {
  return [
    {
      name: 'innmelding-sletting',
      duePeriod: osloIsoDay,
      async run() {
        return { reports: await deleteExpiredReports(db, settings.reportRetentionMonths) }
      },
    },
    {
      name: 'captcha-opprydding',
      duePeriod: osloIsoDay,
      async run() {
        return { solutions: await forgetExpiredCaptchas(db) }
      },
    },
    {
      name: 'produktendring-opprydding',
      duePeriod: osloIsoDay,
      async run() {
        return { changes: await forgetOldChanges(db) }
      },
    },
  ]
}
