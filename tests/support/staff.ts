import type { Db } from '../../db/connection.ts'
import { myndighet } from '../../db/schema/index.ts'
import { createStaff } from '../../domain/staff/create-staff.ts'
import { newStaffSchema } from '../../domain/staff/staff-schemas.ts'

/** An authority for the staff tests' editors to belong to; answers its id. */
export async function createTestAuthority(db: Db): Promise<number> {
  const [row] = await db
    .insert(myndighet)
    .values({
      navn: 'Testtilsynet',
      kortnavn: 'TT',
      beskrivelse: 'Fører tilsyn med tester.',
      nettside: 'https://tt.example.no',
      innmeldingEpost: 'post@tt.example.no',
    })
    .returning({ id: myndighet.id })
  return row!.id
}

/** A member of staff made in the database, as the domain's save functions take them. */
export async function createTestActor(
  db: Db,
  epost: string,
  rolle: 'redaktor' | 'administrator',
  myndighet?: number,
) {
  const input = newStaffSchema.parse({ epost, navn: epost.split('@')[0], rolle, myndighet })
  const id = await createStaff(db, input)
  return { id, rolle, myndighetId: rolle === 'redaktor' ? myndighet! : null }
}
