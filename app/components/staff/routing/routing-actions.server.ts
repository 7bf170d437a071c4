import { data, redirect, type RouterContextProvider } from 'react-router'
import { servicesContext } from '#app-context'
import {
  changeRouting,
  RoutingRefusedError,
  UnknownRuleError,
  type RuleChange,
} from '../../../../domain/routing/edit-rules.ts'
import { deleteRuleSchema, routingRuleSchema } from '../../../../domain/routing/rule-schemas.ts'
import { fieldErrors, formObject } from '../../form/form-values.ts'
import { readForm } from '../../form/read-form.server.ts'
import { unknownButton } from '../../form/form-answer.ts'
import { forbiddenAs403 } from '../manage-staff.server.ts'
import { signedInStaff } from '../staff-area.server.ts'
import { ROUTING_PATH } from './routing-paths.ts'

/** What a failed save answers: the errors by field (text keys) and what was typed. */
export interface RuleFormFailure {
  errors: Record<string, string>
  values: Record<string, string>
}

const refused = (failure: RuleFormFailure) => data(failure, { status: 400 })

/**
 * The rule page's two buttons: `lagre` adds the rule (id `ny`) or changes it, `slett` deletes
 * it. Checked by the rule schemas; who may, and what the table must keep, are the domain's.
 * Done, it goes back to the routing table, which says what was done.
 */
export async function submitRuleForm(
  context: Readonly<RouterContextProvider>,
  request: Request,
  id: number | 'ny',
) {
  const actor = signedInStaff(context)
  const { db } = context.get(servicesContext)
  const values = formObject(await readForm(request), ['mottakere'])
  return forbiddenAs403(async () => {
    let change: RuleChange
    if (values.intent === 'slett' && id !== 'ny') {
      const parsed = deleteRuleSchema.safeParse(values)
      if (!parsed.success) return refused({ errors: fieldErrors(parsed.error), values })
      change = { handling: 'slettet', id, ...parsed.data }
    } else if (values.intent === 'lagre') {
      const parsed = routingRuleSchema.safeParse(values)
      if (!parsed.success) return refused({ errors: fieldErrors(parsed.error), values })
      change =
        id === 'ny'
          ? { handling: 'lagt-til', rule: parsed.data }
          : { handling: 'endret', id, rule: parsed.data }
    } else {
      throw unknownButton()
    }
    try {
      await changeRouting(db, actor, change)
    } catch (error) {
      if (error instanceof UnknownRuleError) throw data(null, { status: 404 })
      if (!(error instanceof RoutingRefusedError)) throw error
      return refused({ errors: { [error.field]: error.reason }, values })
    }
    return redirect(`${ROUTING_PATH}?utfort=${change.handling}`)
  })
}
