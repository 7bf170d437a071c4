import type { Db } from '../../db/connection.ts'
import { myndighet } from '../../db/schema/index.ts'

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
