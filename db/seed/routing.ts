import { rutingMottaker, rutingRegel } from '../schema/index.ts'
import type { AuthorityKey } from './authorities.ts'
import { insertAll, insertReturningIds, required, type Tx } from './insert.ts'
import type { RiskName } from './risks-and-measures.ts'

interface RuleSeed {
  /** Root of the category subtree; null matches every category. */
  kategori: string | null
  risiko?: RiskName
  risikoNivaa?: 'LOW' | 'MEDIUM' | 'HIGH'
  mottakere: readonly AuthorityKey[]
  beskrivelse: string
}

// Where two rules can match the same report with different recipients, one is strictly more
// specific (a deeper subtree, or the same subtree narrowed by risk), so the outcome never
// depends on how ties are broken. Anything no other rule claims goes to DSB by the fallback rule.
const rules: readonly RuleSeed[] = [
  {
    kategori: null,
    mottakere: ['DSB'],
    beskrivelse: 'Meldinger som ingen annen regel gjelder for, går til DSB.',
  },
  {
    kategori: 'Kosmetikk og personlig pleie',
    mottakere: ['Mattilsynet'],
    beskrivelse: 'Kosmetikk og kroppspleieprodukter går til Mattilsynet.',
  },
  {
    kategori: 'Leker',
    risiko: 'Kjemisk',
    mottakere: ['Miljødirektoratet'],
    beskrivelse: 'Farlige kjemikalier i leker går til Miljødirektoratet.',
  },
  {
    kategori: 'Slim og modelleire',
    mottakere: ['Miljødirektoratet'],
    beskrivelse: 'Slim, modelleire og fingermaling er kjemiske leker og går til Miljødirektoratet.',
  },
  {
    kategori: 'Leker',
    risiko: 'Hørselsskade',
    mottakere: ['Miljødirektoratet'],
    beskrivelse: 'Støy fra leker går til Miljødirektoratet.',
  },
  {
    kategori: 'Verktøy og gjør-det-selv',
    risiko: 'Hørselsskade',
    mottakere: ['Miljødirektoratet'],
    beskrivelse: 'Støy fra verktøy og hageredskap går til Miljødirektoratet.',
  },
  {
    kategori: 'Radio og telekom',
    mottakere: ['Nkom'],
    beskrivelse: 'Radioutstyr og teleutstyr går til Nkom.',
  },
  {
    kategori: null,
    risiko: 'Radioforstyrrelser',
    mottakere: ['Nkom'],
    beskrivelse:
      'Produkter som kan forstyrre radiotjenester, går til Nkom når ingen kategoriregel gjelder.',
  },
  // A category rule is more specific than the rule above and would take radio interference
  // away from Nkom; where such products are common, these keep Nkom beside the category's owner.
  {
    kategori: 'Elektriske produkter',
    risiko: 'Radioforstyrrelser',
    mottakere: ['DSB', 'Nkom'],
    beskrivelse: 'Elektriske produkter som forstyrrer radiotjenester, går til DSB og Nkom.',
  },
  {
    kategori: 'Belysning',
    risiko: 'Radioforstyrrelser',
    mottakere: ['DSB', 'Nkom'],
    beskrivelse: 'Lamper og LED-pærer som forstyrrer radiotjenester, går til DSB og Nkom.',
  },
  {
    kategori: 'Kjøretøy og utstyr',
    risiko: 'Radioforstyrrelser',
    mottakere: ['Statens vegvesen', 'Nkom'],
    beskrivelse:
      'Kjøretøy og utstyr som forstyrrer radiotjenester, går til Statens vegvesen og Nkom.',
  },
  {
    kategori: 'Radio og telekom',
    risiko: 'Brann',
    risikoNivaa: 'HIGH',
    mottakere: ['Nkom', 'DSB'],
    beskrivelse: 'Alvorlig brannfare i radioutstyr går både til Nkom og til DSB.',
  },
  {
    kategori: 'Lys og laser',
    mottakere: ['DSA'],
    beskrivelse: 'Lasere, solarier og UV-lamper går til DSA.',
  },
  {
    kategori: 'Belysning',
    mottakere: ['DSB'],
    beskrivelse: 'Lamper og lyspærer er elektrisk utstyr og går til DSB.',
  },
  {
    kategori: 'Båt og sjø',
    mottakere: ['Sdir'],
    beskrivelse: 'Fritidsbåter og utstyr til bruk på sjøen går til Sjøfartsdirektoratet.',
  },
  {
    kategori: 'Kjøretøy og utstyr',
    mottakere: ['Statens vegvesen'],
    beskrivelse: 'Kjøretøy og utstyr til kjøretøy går til Statens vegvesen.',
  },
  {
    kategori: 'Elektriske småkjøretøy',
    risiko: 'Brann',
    risikoNivaa: 'HIGH',
    mottakere: ['Statens vegvesen', 'DSB'],
    beskrivelse:
      'Alvorlig brannfare i elsparkesykler og andre elektriske småkjøretøy går både til Statens vegvesen og til DSB.',
  },
  {
    kategori: 'Bilstoler',
    mottakere: ['Statens vegvesen'],
    beskrivelse: 'Bilstoler og belteputer går til Statens vegvesen.',
  },
  {
    kategori: 'Byggevarer',
    mottakere: ['DiBK'],
    beskrivelse: 'Byggevarer går til Direktoratet for byggkvalitet.',
  },
  {
    kategori: 'Verneutstyr',
    mottakere: ['Arbeidstilsynet'],
    beskrivelse: 'Personlig verneutstyr og maskiner til profesjonell bruk går til Arbeidstilsynet.',
  },
  {
    kategori: 'Kjemikalier',
    mottakere: ['Miljødirektoratet'],
    beskrivelse: 'Kjemikalier og kjemikalier i forbrukerprodukter går til Miljødirektoratet.',
  },
  {
    kategori: 'Elektriske produkter',
    mottakere: ['DSB'],
    beskrivelse: 'Elektriske produkter går til DSB.',
  },
  {
    kategori: 'Brannvern og fyrverkeri',
    mottakere: ['DSB'],
    beskrivelse: 'Brannvernutstyr og fyrverkeri går til DSB.',
  },
]

/** Inserts the routing table: rules first, then each rule's recipients. */
export async function seedRouting(
  tx: Tx,
  ids: {
    categories: Map<string, number>
    risks: Map<RiskName, number>
    authorities: Map<AuthorityKey, number>
  },
): Promise<void> {
  const ruleIds = await insertReturningIds(
    tx,
    rutingRegel,
    rules.map((rule) => ({
      kategoriId: rule.kategori === null ? null : required(ids.categories, rule.kategori),
      risikoId: rule.risiko ? required(ids.risks, rule.risiko) : null,
      risikoNivaa: rule.risikoNivaa ?? null,
      beskrivelse: rule.beskrivelse,
    })),
  )
  const recipients = rules.flatMap((rule, index) =>
    rule.mottakere.map((authority) => ({
      regelId: ruleIds[index] as number,
      myndighetId: required(ids.authorities, authority),
    })),
  )
  await insertAll(tx, rutingMottaker, recipients)
}
