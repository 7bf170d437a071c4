import { slug } from './product-details.ts'
import type { Random } from './random.ts'

// Invented company names only. Foreign producers carry a legal-form suffix that tells where they
// are registered; the EAN prefix follows the same country so a careful reader finds it plausible.
const producerWords = [
  'Lumora',
  'Brightnest',
  'Kivotek',
  'Sunwell',
  'Novaline',
  'Zhenrui',
  'Goldleaf',
  'Tianfu',
  'Orbita',
  'Quanli',
  'Haoxin',
  'Bluecrest',
  'Starway',
  'Jinhe',
  'Vantor',
  'Peakway',
  'Corvina',
  'Yuelong',
  'Hexaline',
  'Marnox',
  'Solvira',
  'Brisato',
  'Kelmar',
  'Qiantech',
  'Ardelo',
]

interface LegalForm {
  suffix: string
  /** GS1 prefixes of the country the form belongs to. */
  eanPrefixes: readonly string[]
  /** The country the producer is registered in, as ISO 3166 alpha-2. */
  country: string
  weight: number
}

const legalForms: readonly LegalForm[] = [
  {
    suffix: 'Co., Ltd.',
    eanPrefixes: ['690', '692', '693', '694', '695'],
    country: 'CN',
    weight: 45,
  },
  { suffix: 'Ltd.', eanPrefixes: ['50'], country: 'GB', weight: 8 },
  { suffix: 'GmbH', eanPrefixes: ['400', '401', '404', '426'], country: 'DE', weight: 10 },
  { suffix: 'AB', eanPrefixes: ['730', '735', '739'], country: 'SE', weight: 7 },
  { suffix: 'AS', eanPrefixes: ['70'], country: 'NO', weight: 9 },
  { suffix: 'Sp. z o.o.', eanPrefixes: ['590'], country: 'PL', weight: 7 },
  { suffix: 'S.r.l.', eanPrefixes: ['800', '803', '805'], country: 'IT', weight: 6 },
  { suffix: 'A.Ş.', eanPrefixes: ['868', '869'], country: 'TR', weight: 4 },
  { suffix: 'B.V.', eanPrefixes: ['871', '872'], country: 'NL', weight: 4 },
]

const norwegianWords = [
  'Fjordlys',
  'Polarstjerne',
  'Nordkant',
  'Havgløtt',
  'Viddesyn',
  'Bølgetopp',
  'Tindeglimt',
  'Skogsfryd',
  'Kystlinje',
  'Midnattsol',
  'Nordavind',
  'Fjellbekk',
  'Lysglimt',
  'Sølvberg',
  'Eventyrhage',
  'Morgenrøde',
  'Isbre',
  'Lynglia',
  'Sjøsprøyt',
  'Furutopp',
]
const importerForms = ['Import AS', 'Handel AS', 'Engros AS', 'Trading AS', 'Nordic AS']
const distributorForms = ['Distribusjon AS', 'Logistikk AS', 'Grossist AS', 'Netthandel AS']

/** A company's name without its legal form, for its (example.no) web and mail domain. */
export function companyDomain(name: string): string {
  const forms = [...legalForms.map((form) => form.suffix), ...importerForms, ...distributorForms]
  const form = forms.find((suffix) => name.endsWith(` ${suffix}`))
  const bare = form ? name.slice(0, -form.length - 1) : name
  return `${slug(bare)}.example.no`
}

export interface Companies {
  produsent: string
  /** Where the producer is registered (alpha-2). */
  producerCountry: string
  eanPrefix: string
  importoer: string | null
  distributoer: string | null
}

/** A producer, and for foreign ones usually an importer and sometimes a distributor. */
export function pickCompanies(random: Random, trade: string): Companies {
  const form = random.weighted(legalForms.map((item) => [item, item.weight] as const))
  const norwegian = form.country === 'NO'
  const produsent = norwegian
    ? `${random.pick(norwegianWords)} Produksjon ${form.suffix}`
    : `${random.pick(producerWords)} ${trade} ${form.suffix}`
  const importoer = !norwegian && random.chance(0.85)
  const distributoer = random.chance(0.45)
  return {
    produsent,
    producerCountry: form.country,
    eanPrefix: random.pick(form.eanPrefixes),
    importoer: importoer ? `${random.pick(norwegianWords)} ${random.pick(importerForms)}` : null,
    distributoer: distributoer
      ? `${random.pick(norwegianWords)} ${random.pick(distributorForms)}`
      : null,
  }
}
