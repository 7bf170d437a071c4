import { Heading } from '@digdir/designsystemet-react'
import { data, Link } from 'react-router'
import { servicesContext } from '#app-context'
import { routingVersion } from '../../domain/routing/edit-rules.ts'
import { listRules } from '../../domain/routing/read-rules.ts'
import { routingNb as t } from '../../i18n/staff-routing.nb.ts'
import { forbiddenAs403 } from '../components/staff/manage-staff.server.ts'
import { idOf } from '../components/staff/products/load-product-form.server.ts'
import { submitRuleForm } from '../components/staff/routing/routing-actions.server.ts'
import { ROUTING_PATH } from '../components/staff/routing/routing-paths.ts'
import { routingNames } from '../components/staff/routing/routing-names.server.ts'
import { RuleForm, type RuleFormValues } from '../components/staff/routing/rule-form.tsx'
import { signedInStaff } from '../components/staff/staff-area.server.ts'
import { staffMeta } from '../components/staff/staff-meta.ts'
import { unlessUnavailable } from '../unavailable.server.ts'
import type { Route } from './+types/staff-routing-rule.ts'

/** The page's rule: `ny` for a new one, or a rule's id; anything else is no page. */
function ruleIdOf(param: string | undefined): number | 'ny' {
  const id = param === 'ny' ? 'ny' : idOf(param)
  if (id === undefined) throw data(null, { status: 404 })
  return id
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const actor = signedInStaff(context)
  const { db } = context.get(servicesContext)
  const id = ruleIdOf(params.id)
  return unlessUnavailable(
    forbiddenAs403(async () => {
      const rules = await listRules(db, actor)
      const rule = id === 'ny' ? undefined : rules.find((each) => each.id === id)
      if (id !== 'ny' && !rule) throw data(null, { status: 404 })
      return { rule, names: await routingNames(db), versjon: await routingVersion(db) }
    }),
  )
}

export function action({ params, request, context }: Route.ActionArgs) {
  return unlessUnavailable(submitRuleForm(context, request, ruleIdOf(params.id)))
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  staffMeta(loaderData?.rule ? t.form.editTitle : t.form.newTitle)

/** /forvaltning/ruting/:id (administrators): one rule's form, or `ny` for a new rule. */
export default function StaffRoutingRule({ loaderData, actionData }: Route.ComponentProps) {
  const { rule, names, versjon } = loaderData
  const posted = actionData?.values
  const values: RuleFormValues = posted
    ? {
        kategori: posted.kategori ?? '',
        risiko: posted.risiko ?? '',
        risikoNivaa: posted.risikoNivaa ?? '',
        mottakere: (posted.mottakere ?? '').split(',').filter(Boolean),
        beskrivelse: posted.beskrivelse ?? '',
        begrunnelse: posted.begrunnelse ?? '',
      }
    : {
        kategori: rule?.kategoriId ? String(rule.kategoriId) : '',
        risiko: rule?.risikoId ? String(rule.risikoId) : '',
        risikoNivaa: rule?.risikoNivaa ?? '',
        mottakere: rule?.mottakere.map(String) ?? [],
        beskrivelse: rule?.beskrivelse ?? '',
        begrunnelse: '',
      }
  return (
    <article className="staff-page">
      <Link className="ds-link" to={ROUTING_PATH}>
        {t.form.back}
      </Link>
      <Heading level={1} data-size="lg">
        {rule ? t.form.editTitle : t.form.newTitle}
      </Heading>
      <RuleForm
        names={names}
        values={values}
        errors={actionData?.errors ?? {}}
        versjon={versjon}
        existing={rule !== undefined}
      />
    </article>
  )
}
