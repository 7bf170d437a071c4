/**
 * The enumerations of spec section 3, spelled as the spec spells them. They live in a file of
 * their own without imports, because the form schemas (domain/reports) that run in the browser
 * use them as well as the database's check constraints.
 */
export const KOMPETANSE = ['PRIVAT_FORBRUKER', 'FAGKOMPETANSE'] as const
/** MINDRE_ENN_3: new, under 3 months old; MER_ENN_3: used. */
export const PRODUKT_ALDER = ['MINDRE_ENN_3', 'MER_ENN_3'] as const
export const JA_NEI = ['JA', 'NEI'] as const
export const YES_NO_UNKNOWN = ['YES', 'NO', 'UNKNOWN'] as const
export const HENDELSE_AARSAK = [
  'FEIL_BRUK',
  'MANGLENDE_VEDLIKEHOLD',
  'MANGELFULL_BRUKSANVISNING_ADVARSEL',
  'FEIL_MONTERING',
  'FEIL_PA_PRODUKT',
  'UKJENT',
  'ANNET',
] as const
export const MELDER_ROLLE = ['PRODUCER', 'IMPORTER', 'DEALER', 'PRODUCT_REPRESENTATIVE'] as const
/** Shown as Lav, Moderat, Alvorlig. */
export const RISIKO_NIVAA = ['LOW', 'MEDIUM', 'HIGH'] as const
export const KJONN = ['MANN', 'KVINNE', 'UKJENT'] as const

export type Kjonn = (typeof KJONN)[number]
export type RisikoNivaa = (typeof RISIKO_NIVAA)[number]
