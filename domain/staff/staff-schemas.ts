import { z } from 'zod'
import { EMAIL_ADDRESS } from '../email-address.ts'
import type { StaffTexts } from '../../i18n/staff.nb.ts'

/**
 * The rules of the staff forms and the `staff` command, one schema for each. Messages are keys
 * of the staff texts' `validation` (i18n/staff.nb.ts). Zod only, so the browser can load it.
 */
type ValidationKey = keyof StaffTexts['validation']
const message = (key: ValidationKey) => ({ message: key })

const STAFF_ROLES = ['redaktor', 'administrator'] as const
export type StaffRole = (typeof STAFF_ROLES)[number]

const email = z
  .string(message('required'))
  .trim()
  .min(1, message('required'))
  .max(200, message('tooLong'))
  .pipe(z.email({ ...message('invalidEmail'), pattern: EMAIL_ADDRESS }))

/** The sign-in form: an address, registered or not. */
export const signInRequestSchema = z.object({ epost: email })

/** The sign-in link page's button: the link's token, posted back. */
export const signInLinkSchema = z.object({ token: z.string().max(200) })

/** A new member of staff. An editor belongs to one authority; an administrator to none. */
export const newStaffSchema = z
  .object({
    epost: email,
    navn: z
      .string(message('required'))
      .trim()
      .min(1, message('required'))
      .max(200, message('tooLong')),
    rolle: z.enum(STAFF_ROLES, message('invalidRole')),
    myndighet: z.coerce
      .number(message('invalidAuthority'))
      .int(message('invalidAuthority'))
      .min(1, message('invalidAuthority'))
      .max(2_147_483_647, message('invalidAuthority'))
      .optional(),
  })
  .refine((staff) => staff.rolle !== 'redaktor' || staff.myndighet !== undefined, {
    ...message('authorityRequired'),
    path: ['myndighet'],
  })

export type NewStaff = z.output<typeof newStaffSchema>

/**
 * The member of staff a staff page's form names: an id the `ansatt` table can hold (a positive
 * int4), so that a larger one is no one rather than a query the database refuses.
 */
export const staffIdSchema = z.coerce.number().int().min(1).max(2_147_483_647)

/** A change of role and authority on the staff page; the same rule for an editor's authority. */
export const staffChangeSchema = z
  .object({ rolle: newStaffSchema.shape.rolle, myndighet: newStaffSchema.shape.myndighet })
  .refine((staff) => staff.rolle !== 'redaktor' || staff.myndighet !== undefined, {
    ...message('authorityRequired'),
    path: ['myndighet'],
  })

export type StaffChange = z.output<typeof staffChangeSchema>
