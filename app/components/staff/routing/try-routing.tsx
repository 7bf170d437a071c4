import { Button, Card, Heading, Paragraph } from '@digdir/designsystemet-react'
import { Form } from 'react-router'
import type { RoutingDecision } from '../../../../domain/routing/route-report.ts'
import type { ListedRule } from '../../../../domain/routing/read-rules.ts'
import { format } from '../../../../i18n/format.ts'
import { routingNb } from '../../../../i18n/staff-routing.nb.ts'
import { StaffSelect } from '../staff-select.tsx'
import {
  authorityLabels,
  choicesOf,
  categoryPathLabel,
  levelLabel,
  riskLabel,
} from './routing-labels.ts'
import type { RoutingNames } from './routing-names.server.ts'
import type { TryChoices } from './try-routing.server.ts'

const t = routingNb.tryIt

/**
 * "Prøv rutingen": a form sent by GET, so its answer has an address and needs no JavaScript,
 * and the answer: the authorities, the rules that decided, and why the default recipient was
 * added when it was.
 */
export function TryRouting(props: {
  names: RoutingNames
  rules: ListedRule[]
  choices: TryChoices
  decision: RoutingDecision | undefined
}) {
  const { names, choices, decision } = props
  return (
    <section aria-labelledby="prov-overskrift">
      <Heading level={2} data-size="md" id="prov-overskrift">
        {t.title}
      </Heading>
      <Paragraph>{t.lead}</Paragraph>
      <Form method="get" preventScrollReset>
        <input type="hidden" name="prov" value="1" />
        <StaffSelect
          id="prov-kategori"
          name="kategori"
          label={routingNb.category}
          options={choicesOf.category(names, t.noCategory)}
          defaultValue={choices.kategori}
        />
        <StaffSelect
          id="prov-risiko"
          name="risiko"
          label={routingNb.risk}
          options={choicesOf.risk(names, t.noRisk)}
          defaultValue={choices.risiko}
        />
        <StaffSelect
          id="prov-nivaa"
          name="nivaa"
          label={routingNb.level}
          options={choicesOf.level(t.noLevel)}
          defaultValue={choices.nivaa}
        />
        <Button type="submit" variant="secondary">
          {t.submit}
        </Button>
      </Form>
      {decision ? <Decision {...props} decision={decision} /> : null}
    </section>
  )
}

function Decision({
  names,
  rules,
  decision,
}: {
  names: RoutingNames
  rules: ListedRule[]
  decision: RoutingDecision
}) {
  const highName = decision.highAdded && authorityLabels(names, [decision.highAdded])
  return (
    <Card role="status" aria-labelledby="prov-svar" data-testid="prov-svar">
      <Heading level={3} data-size="sm" id="prov-svar">
        {t.result}: {authorityLabels(names, decision.recipients)}
      </Heading>
      {decision.fallbackUsed ? <Paragraph>{t.fallbackUsed}</Paragraph> : null}
      {decision.rules.length ? (
        <>
          <Paragraph>{t.decidedBy}:</Paragraph>
          <ul>
            {decision.rules.map((rule) => (
              <li key={rule.id}>
                {format(t.rule, { id: rule.id })}: {categoryPathLabel(names, rule.kategoriId)} ·{' '}
                {riskLabel(names, rule.risikoId)} · {levelLabel(rule.risikoNivaa)} →{' '}
                {authorityLabels(names, rule.mottakere)}.{' '}
                {rules.find((each) => each.id === rule.id)?.beskrivelse}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {highName ? <Paragraph>{format(t.highAdded, { name: highName })}</Paragraph> : null}
    </Card>
  )
}
