import { data, type RouterContextProvider } from 'react-router'
import { servicesContext } from '#app-context'
import { createStaff, StaffRefusedError } from '../../../domain/staff/create-staff.ts'
import {
  changeStaff,
  deactivateStaff,
  StaffForbiddenError,
} from '../../../domain/staff/manage-staff.ts'
import {
  newStaffSchema,
  staffChangeSchema,
  staffIdSchema,
} from '../../../domain/staff/staff-schemas.ts'
import { unknownButton } from '../form/form-answer.ts'
import { fieldErrors, formObject } from '../form/form-values.ts'
import { signedInStaff } from './staff-area.server.ts'
import { staffClockContext } from './staff-context.ts'

/** What a staff page's form answers: done, or the errors by field and what was typed. */
export type ManageResult =
  | { ok: true; done: 'added' | 'changed' | 'deactivated' }
  | {
      ok: false
      intent: string
      id?: string
      errors: Record<string, string>
      values: Record<string, string>
    }

/** A domain refusal of the person acting becomes the 403 page; anything else goes on. */
export async function forbiddenAs403<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (error) {
    if (error instanceof StaffForbiddenError) throw data(null, { status: 403 })
    throw error
  }
}

const refused = (result: Extract<ManageResult, { ok: false }>) => data(result, { status: 400 })

/**
 * The staff page's three forms, told apart by `intent`: add, change role and authority, and
 * deactivate. Each is checked by its Zod schema; the rules of who may are the domain's.
 */
export async function manageStaff(context: Readonly<RouterContextProvider>, form: FormData) {
  const actor = signedInStaff(context)
  const { db } = context.get(servicesContext)
  const values = formObject(form)
  // "Ingen" in the authority choice is the empty value: no authority, not authority 0.
  if (values.myndighet === '') delete values.myndighet
  const intent = values.intent ?? ''
  return forbiddenAs403(async () => {
    try {
      if (intent === 'legg-til') {
        const parsed = newStaffSchema.safeParse(values)
        if (!parsed.success)
          return refused({ ok: false, intent, errors: fieldErrors(parsed.error), values })
        await createStaff(db, parsed.data, actor.id)
        return data<ManageResult>({ ok: true, done: 'added' })
      }
      const staffId = staffIdSchema.safeParse(values.id)
      if (!staffId.success) throw data(null, { status: 404 })
      const id = staffId.data
      if (intent === 'endre') {
        const parsed = staffChangeSchema.safeParse(values)
        if (!parsed.success) {
          return refused({
            ok: false,
            intent,
            id: values.id,
            errors: fieldErrors(parsed.error),
            values,
          })
        }
        await changeStaff(db, actor, id, parsed.data)
        return data<ManageResult>({ ok: true, done: 'changed' })
      }
      if (intent === 'deaktiver') {
        await deactivateStaff(db, actor, id, context.get(staffClockContext)())
        return data<ManageResult>({ ok: true, done: 'deactivated' })
      }
      throw unknownButton()
    } catch (error) {
      if (!(error instanceof StaffRefusedError)) throw error
      if (error.reason === 'unknown-staff') throw data(null, { status: 404 })
      const field =
        error.reason === 'address-taken' ? 'epost' : error.reason === 'self' ? 'form' : 'myndighet'
      return refused({
        ok: false,
        intent,
        id: values.id,
        errors: { [field]: error.reason },
        values,
      })
    }
  })
}
