import type { Random } from './random.ts'

/** A kind of product, and the article Norwegian puts before it ('en', 'et', or none in plural). */
export interface Noun {
  text: string
  article: 'en' | 'et' | null
}

/** Reads the markers of the category data: 'Byggesett/n' is neuter, 'Vernebriller/p' plural. */
export function parseNoun(raw: string): Noun {
  if (raw.endsWith('/n')) return { text: raw.slice(0, -2), article: 'et' }
  if (raw.endsWith('/p')) return { text: raw.slice(0, -2), article: null }
  return { text: raw, article: 'en' }
}

/** The noun inside a sentence: lower case, except acronyms such as 'USB-lader' and 'LED-pære'. */
export function inSentence(noun: Noun): string {
  const { text } = noun
  const acronym =
    text.length > 1 && text[1] === text[1]?.toUpperCase() && /[A-ZÆØÅ]/.test(text[1] ?? '')
  const lowered = acronym ? text : text.charAt(0).toLowerCase() + text.slice(1)
  return noun.article ? `${noun.article} ${lowered}` : lowered
}

// Invented model names: Norwegian-sounding ones for the home market, short international ones
// for imports. Words that are product types in the tree are left out so names never stutter.
const modelNames = [
  'Drømmeland',
  'Nordlys',
  'Solstråle',
  'Fjellro',
  'Havbris',
  'Snøfnugg',
  'Bjørnebo',
  'Trollskog',
  'Fjordglimt',
  'Vinterlys',
  'Sommereng',
  'Blåbær',
  'Tusenfryd',
  'Humle',
  'Måneskinn',
  'Regnbue',
  'Lykketreff',
  'Skogsmus',
  'Isfjell',
  'Kvitveis',
  'Morild',
  'Sjøstjerne',
  'Lerke',
  'Ekorn',
  'Tyttebær',
  'Varde',
  'Aurora',
  'Zenith',
  'Nova',
  'Vento',
  'Lumo',
  'Kivo',
  'Tiko',
  'Brisa',
  'Orbit',
  'Pixel',
  'Flux',
  'Volta',
  'Zephyr',
  'Ember',
  'Glow',
  'Terra',
  'Breeze',
  'Nimbus',
  'Vega',
  'Atlas',
  'Sirius',
  'Comet',
  'Echo',
  'Blaze',
  'Spark',
  'Titan',
  'Falcon',
  'Rapid',
  'Arctic',
  'Cosmo',
  'Luna',
  'Milo',
  'Kaia',
  'Onyx',
  'Quartz',
  'Rio',
  'Sora',
  'Yuki',
]

const nameExtras = [
  'i gaveeske',
  '– 2-pakning',
  '(ny versjon)',
  'Deluxe',
  'Plus',
  'Limited Edition',
]

export interface ProductName {
  navn: string
  model: string
  /** A model code such as 'DR-4471', printed on the product and used in the label. */
  code: string
  variant: string | null
}

/** A product name in the shapes shops use: type, model, and now and then a size or edition. */
export function makeName(random: Random, noun: Noun, variants: readonly string[]): ProductName {
  const model = random.pick(modelNames)
  const code = modelCode(random, model)
  const variant = variants.length > 0 && random.chance(0.55) ? random.pick(variants) : null
  const shape = random.next()
  let navn: string
  if (shape < 0.12) navn = `${model} ${code} ${inSentence({ ...noun, article: null })}`
  else if (shape < 0.22)
    navn = `${noun.text} ${model} ${variant ?? code} ${random.pick(nameExtras)}`
  else navn = [noun.text, model, variant].filter(Boolean).join(' ')
  return { navn, model, code, variant }
}

function modelCode(random: Random, model: string): string {
  const letters = model
    .normalize('NFD')
    .replace(/[^A-Za-z]/g, '')
    .slice(0, 2)
    .toUpperCase()
  return random.chance(0.5)
    ? `${letters}-${random.int(100, 9999)}`
    : `${letters}${random.int(10, 999)}`
}

/** The label on the card: model or article numbers as the business gave them. */
export function makeKjennetegn(random: Random, name: ProductName): string {
  switch (random.int(0, 4)) {
    case 0:
      return `Modell: ${name.code}`
    case 1:
      return `Modellnr. ${name.code}, art.nr. ${random.digits(6)}`
    case 2:
      return `Type ${name.code}${name.variant ? `, ${name.variant}` : ''}`
    case 3:
      return `Art.nr. ${random.digits(7)}`
    default:
      return `Varenr. ${random.digits(6)}, modell ${name.model} ${name.code}`
  }
}
