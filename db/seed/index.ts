import { sql } from 'drizzle-orm'
import type { Db } from '../connection.ts'
import { myndighet } from '../schema/index.ts'
import { seedAuthorities } from './authorities.ts'
import { seedCategories } from './categories.ts'
import { seedCountries } from './countries.ts'
import type { Tx } from './insert.ts'
import { generateProducts } from './products.ts'
import { seedRisksAndMeasures } from './risks-and-measures.ts'
import { seedRouting } from './routing.ts'
import { seedProducts } from './seed-products.ts'
import { seedStaff } from './staff.ts'

/** How much demo data to make: close to what the real service had published by 2023 and on. */
const demoDataSize = { products: 600, withdrawn: 4 } as const

// Names the advisory lock two starting processes share, so only one of them seeds.
const SEED_LOCK = 4_711_2020

/**
 * Seeds the demo data into an empty database; answers whether it did. Runs in one transaction
 * so a failure leaves nothing behind, and under a lock so two processes starting against the
 * same empty database do not both seed.
 */
export async function seedDemoData(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${sql.raw(String(SEED_LOCK))})`)
    const existing = await tx.select({ id: myndighet.id }).from(myndighet).limit(1)
    if (existing.length > 0) return false
    await seedAll(tx, new Date())
    return true
  })
}

async function seedAll(tx: Tx, now: Date): Promise<void> {
  const authorities = await seedAuthorities(tx)
  const categories = await seedCategories(tx)
  const { risks, measures } = await seedRisksAndMeasures(tx)
  await seedCountries(tx)
  await seedRouting(tx, { categories, risks, authorities })
  const drafts = generateProducts({
    count: demoDataSize.products,
    withdrawnCount: demoDataSize.withdrawn,
    now,
  })
  await seedProducts(tx, drafts, { authorities, categories, risks, measures })
  await seedStaff(tx, authorities)
}
