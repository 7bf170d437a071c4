import type { Db } from '../domain/database.ts'
import { forgetExpiredCaptchas } from '../domain/captcha/captcha.ts'
import { deleteExpiredReports } from '../domain/reports/retention.ts'
import { forgetOldChanges } from '../domain/search/changes/product-changes.ts'
import { deleteExpiredAudit } from '../domain/staff/audit/audit-retention.ts'
import { forgetUnusedDocuments } from '../domain/staff/products/product-document-store.ts'
import { forgetUnusedUploads } from '../domain/staff/products/product-image-store.ts'
import { osloIsoDay } from '../i18n/dates.ts'
import type { ScheduledJob } from './schedule.ts'

export interface HousekeepingSettings {
  /**
   * REPORT_RETENTION_MONTHS: reports received longer ago than this are deleted, and audit
   * entries made longer ago, which point to them and to what staff did.
   */
  reportRetentionMonths: number
}

/**
 * Daily, in one process: reports past their retention are deleted (domain.md: 24 months after
 * receipt unless configured otherwise), audit entries of the same age with them, used captcha
 * solutions once their challenges have expired, product changes every process has long since
 * read, and pictures uploaded in forms that were never saved.
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
      name: 'revisjonslogg-sletting',
      duePeriod: osloIsoDay,
      async run() {
        return { entries: await deleteExpiredAudit(db, settings.reportRetentionMonths) }
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
    {
      name: 'bildeopplasting-opprydding',
      duePeriod: osloIsoDay,
      async run() {
        return {
          uploads: await forgetUnusedUploads(db),
          documents: await forgetUnusedDocuments(db),
        }
      },
    },
  ]
}
