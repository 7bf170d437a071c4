import { randomInt } from 'node:crypto'
import { osloClock } from '../../i18n/dates.ts'

/** The three kinds of report, by the table each is kept in. */
export type ReportKind = 'observasjon' | 'bekymring' | 'meldeplikt'

const KIND_CODES: Record<ReportKind, string> = {
  observasjon: 'OBS',
  bekymring: 'BEK',
  meldeplikt: 'MLD',
}

// No 0/O and 1/I, which are mistaken for each other when a reference is read out on the phone.
const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ'
const RANDOM_LENGTH = 6

/**
 * A reference people can quote, such as FP-BEK-2026-7K3QX9: the kind, the year of receipt in
 * Norway and six random characters (about a billion possibilities a kind and year). Being
 * random, it does not tell how many reports arrive, and it can stand as the right to attach
 * files to the message for an hour: only its sender has it.
 */
export function newReferenceNumber(kind: ReportKind, now: Date = new Date()): string {
  const { year } = osloClock(now)
  let code = ''
  for (let i = 0; i < RANDOM_LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)]
  return `FP-${KIND_CODES[kind]}-${year}-${code}`
}

const REFERENCE = /^FP-(OBS|BEK|MLD)-\d{4}-[2-9A-HJ-NP-Z]{6}$/

/** A reference as someone typed it (any case, stray spaces), or undefined if it cannot be one. */
export function normalizeReference(value: string): string | undefined {
  const reference = value.trim().toUpperCase()
  return REFERENCE.test(reference) ? reference : undefined
}
