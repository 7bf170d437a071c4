import type { Db } from '../../db/connection.ts'
import type { DbOrTransaction } from '../mail/queue-mail.ts'
import type { ReportMailTexts } from './mail-texts.ts'
import { newReferenceNumber, type ReportKind } from './reference-number.ts'

/** What saving a report needs besides the report. */
export interface SaveOptions {
  texts: ReportMailTexts
  /**
   * How long the authority e-mail of a message that may get attachments waits for them
   * (decision 008), unless the sender says the uploads are done first.
   */
  attachmentWaitSeconds?: number
}

/** domain.md leaves this open; decision 008 sets it: long enough for ten files on a slow line. */
export const DEFAULT_ATTACHMENT_WAIT_SECONDS = 300

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
