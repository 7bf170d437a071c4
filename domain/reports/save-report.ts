import type { Db } from '../../db/connection.ts'
import type { DbOrTransaction } from '../mail/queue-mail.ts'
import { ATTACHMENT_LIMITS } from './attachment-rules.ts'
import type { ReportMailTexts } from './mail-texts.ts'
import { newReferenceNumber, type ReportKind } from './reference-number.ts'

/** What saving a report needs besides the report. */
export interface SaveOptions {
  texts: ReportMailTexts
  /**
   * How many files the sender says will follow (decision 033); undefined when it did not say.
   * Its e-mails wait until that many are in, or the sender says it is done.
   */
  filesToFollow?: number
}

/**
 * How long the e-mails of a message that may get files wait for them when the sender said
 * nothing of how many (decision 010): long enough for ten files on a slow line.
 */
const UNANNOUNCED_FILES_WAIT_SECONDS = 300

/**
 * How long a message's receipt and authority e-mails wait for its files before they go as they
 * are (decision 033). Files announced are waited for as long as they may be uploaded: until then
 * the e-mails go only when the last is in or the sender says it is done.
 */
export function mailHoldSeconds(filesToFollow: number | undefined): number {
  if (filesToFollow === undefined) return UNANNOUNCED_FILES_WAIT_SECONDS
  return filesToFollow > 0 ? ATTACHMENT_LIMITS.uploadWindowMinutes * 60 : 0
}

/** The transaction a report is saved in. */
export type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0]

const ATTEMPTS = 5

/**
 * Inserts a report under a new random reference. The insert does nothing on a taken reference
 * (one in a billion a year), and then it is tried again with another, without failing the
 * transaction it runs in.
 */
export async function insertWithReference<Row>(
  kind: ReportKind,
  insert: (referanse: string) => Promise<Row[]>,
): Promise<Row> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const [row] = await insert(newReferenceNumber(kind))
    if (row) return row
  }
  throw new Error(`no free reference number for ${kind} after ${ATTEMPTS} attempts`)
}

export type { DbOrTransaction }
