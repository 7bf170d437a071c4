import { myndighet } from '../schema/index.ts'
import type { Tx } from './insert.ts'

/** Short names double as keys in the seed's own tables. */
export type AuthorityKey =
  | 'DSB'
  | 'Mattilsynet'
  | 'Miljødirektoratet'
  | 'Nkom'
  | 'DSA'
  | 'Sdir'
  | 'Statens vegvesen'
  | 'Arbeidstilsynet'
  | 'DiBK'

interface AuthoritySeed {
  kortnavn: AuthorityKey
  navn: string
  beskrivelse: string
  nettside: string
  /** The label before .example.no in the report inbox address. */
  domain: string
}

// The nine authorities of the joint service, with their real names and web sites. Report inboxes
// live under the reserved example.no domain so demo data never mails a real authority.
const authorities: readonly AuthoritySeed[] = [
  {
    kortnavn: 'DSB',
    navn: 'Direktoratet for samfunnssikkerhet og beredskap',
    beskrivelse:
      'Fører tilsyn med elektriske produkter, brann- og eksplosjonsfarlige produkter, fyrverkeri og den generelle sikkerheten ved forbrukerprodukter. DSB har det tekniske ansvaret for tjenesten.',
    nettside: 'https://www.dsb.no',
    domain: 'dsb',
  },
  {
    kortnavn: 'Mattilsynet',
    navn: 'Mattilsynet',
    beskrivelse:
      'Fører tilsyn med kosmetikk og kroppspleieprodukter, som hudkrem, sjampo og sminke.',
    nettside: 'https://www.mattilsynet.no',
    domain: 'mattilsynet',
  },
  {
    kortnavn: 'Miljødirektoratet',
    navn: 'Miljødirektoratet',
    beskrivelse:
      'Fører tilsyn med helse- og miljøfarlige kjemikalier i produkter, blant annet i leker, og med støy fra produkter.',
    nettside: 'https://www.miljodirektoratet.no',
    domain: 'miljodirektoratet',
  },
  {
    kortnavn: 'Nkom',
    navn: 'Nasjonal kommunikasjonsmyndighet',
    beskrivelse:
      'Fører tilsyn med radioutstyr og teleutstyr, som mobiltelefoner, rutere, droner og trådløse høyttalere.',
    nettside: 'https://www.nkom.no',
    domain: 'nkom',
  },
  {
    kortnavn: 'DSA',
    navn: 'Direktoratet for strålevern og atomsikkerhet',
    beskrivelse:
      'Fører tilsyn med produkter som gir stråling, som laserpekere, solarier og UV-lamper.',
    nettside: 'https://www.dsa.no',
    domain: 'dsa',
  },
  {
    kortnavn: 'Sdir',
    navn: 'Sjøfartsdirektoratet',
    beskrivelse:
      'Fører tilsyn med fritidsbåter, vannscootere og utstyr til bruk på sjøen, som redningsvester.',
    nettside: 'https://www.sdir.no',
    domain: 'sdir',
  },
  {
    kortnavn: 'Statens vegvesen',
    navn: 'Statens vegvesen',
    beskrivelse:
      'Fører tilsyn med kjøretøy og utstyr til kjøretøy, som elsparkesykler, dekk, lykter og bilstoler.',
    nettside: 'https://www.vegvesen.no',
    domain: 'vegvesen',
  },
  {
    kortnavn: 'Arbeidstilsynet',
    navn: 'Arbeidstilsynet',
    beskrivelse:
      'Fører tilsyn med produkter til profesjonell bruk, maskiner og personlig verneutstyr.',
    nettside: 'https://www.arbeidstilsynet.no',
    domain: 'arbeidstilsynet',
  },
  {
    kortnavn: 'DiBK',
    navn: 'Direktoratet for byggkvalitet',
    beskrivelse:
      'Fører tilsyn med byggevarer, som isolasjon, vinduer, ildsteder og konstruksjonsvirke.',
    nettside: 'https://www.dibk.no',
    domain: 'dibk',
  },
]

/** Inserts the authorities; DSB is the default recipient. Answers the ids by short name. */
export async function seedAuthorities(tx: Tx): Promise<Map<AuthorityKey, number>> {
  const rows = await tx
    .insert(myndighet)
    .values(
      authorities.map(({ domain, ...authority }) => ({
        ...authority,
        innmeldingEpost: `innmelding@${domain}.example.no`,
        standardMottaker: authority.kortnavn === 'DSB',
      })),
    )
    .returning({ id: myndighet.id, kortnavn: myndighet.kortnavn })
  return new Map(rows.map((row) => [row.kortnavn as AuthorityKey, row.id]))
}
