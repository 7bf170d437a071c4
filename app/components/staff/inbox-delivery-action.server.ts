import { data, type RouterContextProvider } from 'react-router'
import { servicesContext } from '#app-context'
import {
  inboxDeliveryFormSchema,
  setInboxDelivery,
} from '../../../domain/staff/authorities/inbox-delivery.ts'
import { StaffRefusedError } from '../../../domain/staff/create-staff.ts'
import { fieldErrors, formObject } from '../form/form-values.ts'
import { forbiddenAs403 } from './manage-staff.server.ts'
import { signedInStaff } from './staff-area.server.ts'

/** What the authorities page's form answers: saved, or why not and for which authority. */
export type DeliveryResult = { ok: true } | { ok: false; id: string; error: string }

/**
 * The authorities page's one form: how reports routed to one authority reach it. Checked by its
 * Zod schema; who may is the domain's rule (administrators only, else 403).
 */
export async function changeInboxDelivery(
  context: Readonly<RouterContextProvider>,
  form: FormData,
) {
  const actor = signedInStaff(context)
  const { db } = context.get(servicesContext)
  const values = formObject(form)
  return forbiddenAs403(async () => {
    const parsed = inboxDeliveryFormSchema.safeParse(values)
    const id = values.myndighet ?? ''
    if (!parsed.success) {
      const errors = fieldErrors(parsed.error)
      const error = errors.levering ?? errors.myndighet ?? 'unknown-delivery'
      return data<DeliveryResult>({ ok: false, id, error }, { status: 400 })
    }
    try {
      await setInboxDelivery(db, actor, parsed.data)
    } catch (error) {
      if (error instanceof StaffRefusedError) throw data(null, { status: 404 })
      throw error
    }
    return data<DeliveryResult>({ ok: true })
  })
}
