import type { Db } from '../domain/database.ts'
import type { MailWakeUp } from '../domain/mail/queue-mail.ts'
import type { ProductSearch } from '../domain/search/index/search-index.ts'
import { cleanUpSubscriptions } from '../domain/subscriptions/clean-up.ts'
import { runNewsletter } from '../domain/subscriptions/newsletter-run.ts'
import { previousOsloMonth } from '../domain/subscriptions/oslo-time.ts'
import { osloClock, osloIsoDay } from '../i18n/dates.ts'
import type { SubscriptionContext } from '../domain/subscriptions/subscription-context.ts'
import type { ScheduledJob } from './schedule.ts'

/** domain.md: the newsletter goes out on the 1st of each month at 07:00, Oslo time. */
const NEWSLETTER_HOUR = 7
/**
 * A process that was down at 07:00 on the 1st still sends the letter within these days; later
 * than that a letter about last month is stale, and the month is skipped.
 */
const NEWSLETTER_CATCH_UP_DAYS = 3

/** From 07:00 on the 1st (Oslo) and for the catch-up days after: the month before is due. */
export function newsletterDuePeriod(now: Date): string | undefined {
  const { day, hour } = osloClock(now)
  if (day === 1 && hour < NEWSLETTER_HOUR) return undefined
  if (day > 1 + NEWSLETTER_CATCH_UP_DAYS) return undefined
  return previousOsloMonth(now)
}

export interface SubscriptionJobsOptions {
  db: Db
  context: SubscriptionContext
  mail?: MailWakeUp
  /** The process's product search, which the newsletter's matching asks. */
  search?: ProductSearch
}

/** The monthly newsletter and the daily clean-up of subscriptions, for the scheduler. */
export function subscriptionJobs({
  db,
  context,
  mail,
  search,
}: SubscriptionJobsOptions): ScheduledJob[] {
  return [
    {
      name: 'nyhetsbrev',
      duePeriod: newsletterDuePeriod,
      async run(month, keepAlive) {
        const { searches, matched, queued } = await runNewsletter(db, month, context, {
          onProgress: keepAlive,
          search,
        })
        mail?.wake()
        return { searches, matched, queued }
      },
    },
    {
      name: 'abonnement-opprydding',
      duePeriod: osloIsoDay,
      async run() {
        const { subscriptions, links } = await cleanUpSubscriptions(db, context.limits)
        return { subscriptions, links }
      },
    },
  ]
}
