import type { Random } from './random.ts'

/** The service launched in 2019; midnight in Oslo on New Year's Day. */
const serviceStart = new Date('2019-01-01T00:00:00+01:00')

const DAY = 24 * 60 * 60 * 1000

export interface ProductDates {
  firstPublished: Date
  sistEndret: Date
  withdrawnAt: Date | null
}

/**
 * Publication times from the launch up to `now`, oldest first. Product i falls at a random
 * point within the i-th of `count` equal slices of the interval, so the products are spread
 * evenly and every month (with slices of a few days) gets some, while the clock times still look
 * random. The fractions come from the seed; only their scale follows `now`.
 */
export function publicationDates(
  count: number,
  now: Date,
  random: Random,
  withdrawnCount: number,
): ProductDates[] {
  const span = now.getTime() - serviceStart.getTime()
  const withdrawn = pickWithdrawn(count, withdrawnCount, random)
  return Array.from({ length: count }, (_, index) => {
    const fraction = (index + random.next()) / count
    const firstPublished = serviceStart.getTime() + Math.floor(fraction * span)
    const untilNow = now.getTime() - firstPublished
    // About half were never changed after publication; the rest within a year and a half.
    const changed = random.chance(0.55) ? random.next() * Math.min(untilNow, 540 * DAY) : 0
    const sistEndret = firstPublished + Math.floor(changed)
    const withdrawnAt = withdrawn.has(index)
      ? sistEndret + Math.floor(random.next() * (now.getTime() - sistEndret))
      : null
    return {
      firstPublished: new Date(firstPublished),
      sistEndret: new Date(sistEndret),
      withdrawnAt: withdrawnAt === null ? null : new Date(withdrawnAt),
    }
  })
}

// A completed recall takes time, so only products from the older three quarters are withdrawn.
function pickWithdrawn(count: number, withdrawnCount: number, random: Random): Set<number> {
  const older = Array.from({ length: Math.floor(count * 0.75) }, (_, index) => index)
  return new Set(random.sample(older, withdrawnCount))
}
