import { neuterForm, pluralForm, type ColourName } from './colours.ts'
import type { Noun } from './product-names.ts'
import { inSentence } from './product-names.ts'
import type { Random } from './random.ts'
import { monthOfYear } from '../../i18n/months.ts'

const consumerChannels = [
  'i nettbutikker',
  'i lavprisbutikker over hele landet',
  'gjennom en utenlandsk nettbutikk',
  'i kjedebutikker',
  'på markedsplasser på nett',
  'i faghandelen',
]
// Grocery shops sell what is used up (creams, candles, cleaning agents), not mopeds.
const consumableChannels = [...consumerChannels, 'i dagligvarebutikker']
const professionalChannels = [
  'til profesjonelle brukere gjennom grossister',
  'i faghandelen',
  'til bedrifter via nettbutikk',
]
const packagings = [
  'en pappeske med bilde av produktet',
  'en gjennomsiktig plastemballasje',
  'en eske med tekst på engelsk og kinesisk',
  'en blisterpakning',
  'en hvit eske uten norsk tekst',
]

export interface DescriptionInput {
  navn: string
  noun: Noun
  produsent: string
  /** Where the producer is registered (alpha-2). */
  producerCountry: string
  proff: boolean
  /** Used up rather than kept: sold in grocery shops too. */
  consumable: boolean
  firstPublished: Date
  eanNr: string | null
  colour: ColourName | null
  accent: ColourName | null
  material: string | null
}

/** Two to four sentences: what it is, where it was sold, and now and then its look and marking. */
export function describeProduct(random: Random, input: DescriptionInput): string {
  const what = `${input.navn} er ${inSentence(input.noun)}`
  const country = countryNames.of(input.producerCountry) ?? input.producerCountry
  const intro = random.pick([
    `${what} fra ${input.produsent}`,
    `${what} produsert i ${country}`,
    input.proff ? `${what} til profesjonell bruk` : `${what} laget av ${input.produsent}`,
  ])
  const channel = random.pick(
    input.proff ? professionalChannels : input.consumable ? consumableChannels : consumerChannels,
  )
  const extras = [
    ...looks(input),
    `Det selges i ${random.pick(packagings)}.`,
    random.pick([
      'Produktet mangler CE-merking.',
      'Bruksanvisningen er bare på engelsk.',
      'Produktet har ingen norsk bruksanvisning.',
      input.eanNr
        ? `Strekkoden ${input.eanNr} står på emballasjen.`
        : 'Emballasjen har ingen strekkode.',
    ]),
  ]
  const chosen = random.sample(extras, random.int(0, 2))
  return [sentence(intro), salesSentence(random, channel, input.firstPublished), ...chosen].join(
    ' ',
  )
}

/** Its colour and material, as the product has them: the pictures show the same colours. */
function looks({ colour, accent, material }: DescriptionInput): string[] {
  const trim = accent ? ` med ${pluralForm(accent)} detaljer` : ''
  return [
    ...(colour ? [`Produktet er ${neuterForm(colour)}${trim}.`] : []),
    ...(material ? [`Det er laget av ${material}.`] : []),
  ]
}

const countryNames = new Intl.DisplayNames(['nb'], { type: 'region' })

// 'Lumora Toys Co., Ltd.' already ends the sentence with its own full stop.
function sentence(text: string): string {
  return text.endsWith('.') ? text : `${text}.`
}

function salesSentence(random: Random, channel: string, published: Date): string {
  const monthsBefore = random.int(1, 20)
  const start = new Date(published.getFullYear(), published.getMonth() - monthsBefore, 1)
  const since = `${monthOfYear(start.getMonth() + 1)} ${start.getFullYear()}`
  const until = `${monthOfYear(published.getMonth() + 1)} ${published.getFullYear()}`
  switch (random.int(0, 2)) {
    case 0:
      return `Produktet er solgt ${channel} siden ${since}.`
    case 1:
      return `Produktet er solgt ${channel} i perioden ${since} til ${until}.`
    default:
      return `Produktet har vært til salgs ${channel}.`
  }
}

/** Facts that do not fit elsewhere; most products have none. */
export function otherInformation(random: Random, utland: boolean): string | null {
  if (!random.chance(0.4)) return null
  return random.pick([
    `Omtrent ${random.int(2, 60) * 25} enheter er solgt i Norge.`,
    'Produktet ble funnet under et tilsyn med nettbutikker.',
    utland
      ? 'Saken er meldt gjennom EUs varslingssystem Safety Gate.'
      : 'Saken er også meldt til EUs varslingssystem Safety Gate.',
    'Andre farger av samme modell er ikke berørt.',
    'Virksomheten har varslet kundene sine direkte.',
    'Produktet kan også være solgt under andre navn.',
    'Produktet ble meldt inn av en forbruker etter en ulykke.',
  ])
}

/** Batch or serial numbers in the forms businesses report them, or none. */
export function batchNumber(random: Random, published: Date): string | null {
  if (!random.chance(0.65)) return null
  const year = published.getFullYear() - random.int(0, 1)
  const month = String(random.int(1, 12)).padStart(2, '0')
  switch (random.int(0, 3)) {
    case 0:
      return `Batch ${String(year).slice(2)}${month}-${random.digits(2)}`
    case 1:
      return `LOT ${random.digits(2)}${random.pick(['A', 'B', 'C', 'K', 'X'])}${random.digits(3)}`
    case 2: {
      const first = random.int(1000, 4999)
      return `Serienr. ${first}–${first + random.int(100, 3000)}`
    }
    default:
      return `Produksjonsdato ${month}/${year}`
  }
}

/** ASCII slug for addresses: 'Barneseng Drømmeland' → 'barneseng-drommeland'. */
export function slug(text: string): string {
  return text
    .toLowerCase()
    .replaceAll('æ', 'ae')
    .replaceAll('ø', 'o')
    .replaceAll('å', 'a')
    .normalize('NFD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}
