import { ansatt } from '../schema/index.ts'
import type { AuthorityKey } from './authorities.ts'
import type { Tx } from './insert.ts'

/** The demo administrator's address: the one to sign in with first in a demonstration. */
const ADMINISTRATOR = 'administrator@forvaltning.example.no'

/** 'Statens vegvesen' → 'statens-vegvesen', 'Miljødirektoratet' → 'miljodirektoratet'. */
const addressPart = (name: string) =>
  name
    .toLowerCase()
    .replaceAll('ø', 'o')
    .replaceAll('æ', 'ae')
    .replaceAll('å', 'a')
    .replaceAll(' ', '-')

/**
 * One administrator, and one editor of each authority (redaktor.dsb@forvaltning.example.no, ...), so that
 * `npm start` shows the whole sign-in through the development mailbox. Reserved example.no
 * addresses only: demo data never mails a real person.
 */
export async function seedStaff(tx: Tx, authorities: Map<AuthorityKey, number>): Promise<void> {
  await tx.insert(ansatt).values([
    { epost: ADMINISTRATOR, navn: 'Ada Administrator', rolle: 'administrator' },
    ...[...authorities].map(([kortnavn, id]) => ({
      epost: `redaktor.${addressPart(kortnavn)}@forvaltning.example.no`,
      navn: `Redaktør i ${kortnavn}`,
      rolle: 'redaktor',
      myndighetId: id,
    })),
  ])
}
