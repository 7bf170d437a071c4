import { sql } from 'drizzle-orm'
import type { Logger } from 'pino'
import type { Db } from '../domain/database.ts'

/** A job run once per period ('2026-10' for a monthly one) by whichever process claims it first. */
export interface ScheduledJob {
  /** Names the job in `planlagt_jobb` and in the log. */
  name: string
  /** The period that should have run by this moment, or undefined when none is due. */
  duePeriod(now: Date): string | undefined
  /** Does the work; call keepAlive now and then: it extends the claim, and throws when stopping. */
  run(period: string, keepAlive: () => Promise<void>): Promise<Record<string, number>>
}

export interface SchedulerOptions {
  db: Db
  logger: Logger
  jobs: ScheduledJob[]
  /** How often every process looks at the clock. */
  checkSeconds?: number
  /** How long a claim holds without keepAlive; a crashed run is taken up after this. */
  leaseSeconds?: number
  /** How long a failed run waits before any process tries it again. */
  retrySeconds?: number
  now?: () => Date
}

export interface Scheduler {
  start(): void
  /** Runs what is due now, once; answers the names of the jobs this process ran. */
  runDue(): Promise<string[]>
  /** Stops looking; a run in progress stops between two steps and is handed back. */
  stop(): Promise<void>
}

/**
 * Schedules of our own, claimed in the database (docs/decisions/011): every process checks the
 * clock each minute and tries to claim the due period of each job; one claim succeeds, so a
 * newsletter runs once a month however many processes run. The jobs are idempotent as well, so a
 * run taken over after a crash only finishes what is left.
 */
export function createScheduler(options: SchedulerOptions): Scheduler {
  const { db, logger, jobs } = options
  const lease = options.leaseSeconds ?? 600
  const retry = options.retrySeconds ?? 600
  const now = options.now ?? (() => new Date())
  const stopping = new AbortController()
  let timer: NodeJS.Timeout | undefined
  let round: Promise<string[]> | undefined

  async function runJob(job: ScheduledJob, period: string): Promise<boolean> {
    const claim = sql`planlagt_jobb.jobb = ${job.name} and planlagt_jobb.periode = ${period}`
    const claimed = await db.execute(sql`
      insert into planlagt_jobb (jobb, periode, forsok, reservert_til)
      values (${job.name}, ${period}, 1, now() + make_interval(secs => ${lease}))
      on conflict (jobb, periode) do update
        set forsok = planlagt_jobb.forsok + 1, reservert_til = excluded.reservert_til, startet = now()
        where planlagt_jobb.fullfort is null and planlagt_jobb.reservert_til < now()
      returning forsok`)
    if (!claimed.rows.length) return false
    const keepAlive = async () => {
      if (stopping.signal.aborted) throw new Error('scheduler stopping')
      await db.execute(sql`update planlagt_jobb
        set reservert_til = now() + make_interval(secs => ${lease}) where ${claim}`)
    }
    try {
      const counts = await job.run(period, keepAlive)
      await db.execute(sql`update planlagt_jobb set fullfort = now(), reservert_til = null
        where ${claim}`)
      logger.info({ job: job.name, period, ...counts }, 'scheduled job done')
    } catch (error) {
      // Stopping hands the run back at once; a failure waits a while before anyone retries.
      const wait = stopping.signal.aborted ? 0 : retry
      await db
        .execute(
          sql`update planlagt_jobb
          set reservert_til = now() + make_interval(secs => ${wait}) where ${claim}`,
        )
        .catch(() => {})
      if (!stopping.signal.aborted) {
        logger.error({ job: job.name, period, code: errorCode(error) }, 'scheduled job failed')
      }
    }
    return true
  }

  async function runDue(): Promise<string[]> {
    const ran: string[] = []
    for (const job of jobs) {
      const period = job.duePeriod(now())
      if (!period || stopping.signal.aborted) continue
      try {
        if (await runJob(job, period)) ran.push(job.name)
      } catch (error) {
        logger.error({ job: job.name, code: errorCode(error) }, 'could not claim scheduled job')
      }
    }
    return ran
  }

  function tick() {
    if (round || stopping.signal.aborted) return
    round = runDue().finally(() => (round = undefined))
  }

  return {
    start() {
      if (timer) return
      tick()
      // The server keeps the process alive; a forgotten scheduler alone must not.
      timer = setInterval(tick, (options.checkSeconds ?? 60) * 1000).unref()
    },
    runDue,
    async stop() {
      stopping.abort()
      clearInterval(timer)
      await round
    },
  }
}

// Database errors carry a code; their messages may quote data and stay out of the log.
function errorCode(error: unknown): string {
  const code = (error as { code?: unknown } | undefined)?.code
  return typeof code === 'string' ? code : error instanceof Error ? error.name : 'unknown'
}
