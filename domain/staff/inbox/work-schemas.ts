import { z } from 'zod'
import { INBOX_STATUSES } from '../../../db/schema/inbox.ts'
import type { StaffInboxTexts } from '../../../i18n/staff-inbox.nb.ts'

/**
 * The forms of a report's detail page, one schema each. Messages are keys of the inbox texts'
 * `validation` (i18n/staff-inbox.nb.ts).
 */
type ValidationKey = keyof StaffInboxTexts['validation']
const message = (key: ValidationKey) => ({ message: key })

const authorityId = (key: ValidationKey) =>
  z.coerce
    .number(message(key))
    .int(message(key))
    .min(1, message(key))
    .max(2_147_483_647, message(key))

const text = (max: number, tooLong: ValidationKey) =>
  z.string(message('required')).trim().min(1, message('required')).max(max, message(tooLong))

/** Which inbox the work is done in: an administrator's choice; an editor's is their own. */
const inbox = { myndighet: authorityId('unknownAuthority').optional() }

export const statusFormSchema = z.object({
  ...inbox,
  status: z.enum(INBOX_STATUSES, message('unknownStatus')),
})

export const noteFormSchema = z.object({ ...inbox, tekst: text(5000, 'noteTooLong') })

export const rerouteFormSchema = z.object({
  ...inbox,
  til: authorityId('unknownAuthority'),
  begrunnelse: text(2000, 'reasonTooLong'),
})

export const linkProductFormSchema = z.object({
  ...inbox,
  produkt: authorityId('unknownProduct'),
})
