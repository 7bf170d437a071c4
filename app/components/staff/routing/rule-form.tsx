import {
  Alert,
  Button,
  Fieldset,
  Heading,
  Paragraph,
  ValidationMessage,
} from '@digdir/designsystemet-react'
import { Form } from 'react-router'
import { routingNb as t } from '../../../../i18n/staff-routing.nb.ts'
import { FormErrorSummary } from '../../form/form-error-summary.tsx'
import { TextField } from '../../form/text-field.tsx'
import { CheckboxField } from '../../search/filter-fields.tsx'
import { StaffSelect } from '../staff-select.tsx'
import { choicesOf } from './routing-labels.ts'
import type { RoutingNames } from './routing-names.server.ts'

/** The form's fields, as posted and as shown again after a refusal. */
export interface RuleFormValues {
  kategori: string
  risiko: string
  risikoNivaa: string
  mottakere: string[]
  beskrivelse: string
  begrunnelse: string
}

/** The id of each field, for its label and for the error summary to jump to. */
const FIELD_IDS: Record<string, string> = {
  kategori: 'regel-kategori',
  risiko: 'regel-risiko',
  risikoNivaa: 'regel-nivaa',
  mottakere: 'regel-mottakere',
  beskrivelse: 'regel-beskrivelse',
  begrunnelse: 'regel-begrunnelse',
  form: 'regel-slett',
  versjon: 'regel-skjema',
}

const errorText = (key: string) => (t.validation as Record<string, string>)[key] ?? key

interface RuleFormProps {
  names: RoutingNames
  values: RuleFormValues
  /** Text keys by field name. */
  errors: Record<string, string>
  versjon: number
  /** Whether the rule exists, and so can be deleted. */
  existing: boolean
}

/**
 * Adding or changing a rule, and deleting it: server-rendered forms that need no JavaScript. A
 * refusal shows each problem at its field and in a summary at the top.
 */
export function RuleForm({ names, values, errors, versjon, existing }: RuleFormProps) {
  const error = (field: string) => (errors[field] ? errorText(errors[field]) : undefined)
  const summary = Object.entries(errors).map(([field, key]) => ({
    target: FIELD_IDS[field] ?? 'regel-skjema',
    text: errorText(key),
  }))
  return (
    <>
      <FormErrorSummary items={summary} />
      <Form method="post" noValidate id="regel-skjema" tabIndex={-1}>
        <input type="hidden" name="versjon" value={versjon} />
        {errors.versjon ? <ValidationMessage>{error('versjon')}</ValidationMessage> : null}
        <StaffSelect
          id={FIELD_IDS.kategori!}
          name="kategori"
          label={`${t.category} (${t.form.categoryHelp})`}
          options={choicesOf.category(names, t.allCategories)}
          defaultValue={values.kategori}
          error={error('kategori')}
        />
        <StaffSelect
          id={FIELD_IDS.risiko!}
          name="risiko"
          label={t.risk}
          options={choicesOf.risk(names, t.anyRisk)}
          defaultValue={values.risiko}
          error={error('risiko')}
        />
        <StaffSelect
          id={FIELD_IDS.risikoNivaa!}
          name="risikoNivaa"
          label={t.level}
          options={choicesOf.level(t.anyLevel)}
          defaultValue={values.risikoNivaa}
          error={error('risikoNivaa')}
        />
        <Fieldset
          id={FIELD_IDS.mottakere}
          tabIndex={-1}
          aria-invalid={errors.mottakere ? true : undefined}
        >
          <Fieldset.Legend>{t.recipients}</Fieldset.Legend>
          <Fieldset.Description>{t.form.recipientsHelp}</Fieldset.Description>
          {names.authorities.map((authority) => (
            <CheckboxField
              key={authority.id}
              id={`regel-mottaker-${authority.id}`}
              name="mottakere"
              value={String(authority.id)}
              label={authority.navn}
              checked={values.mottakere.includes(String(authority.id))}
            />
          ))}
          {errors.mottakere ? <ValidationMessage>{error('mottakere')}</ValidationMessage> : null}
        </Fieldset>
        <TextField
          id={FIELD_IDS.beskrivelse!}
          name="beskrivelse"
          label={t.description}
          defaultValue={values.beskrivelse}
          error={error('beskrivelse')}
        />
        <TextField
          id={FIELD_IDS.begrunnelse!}
          name="begrunnelse"
          label={t.reason}
          description={t.reasonHelp}
          defaultValue={values.begrunnelse}
          error={error('begrunnelse')}
        />
        <Button type="submit" name="intent" value="lagre">
          {t.form.save}
        </Button>
      </Form>
      {existing ? (
        <section aria-labelledby="slett-overskrift">
          <Heading level={2} data-size="sm" id="slett-overskrift">
            {t.form.deleteTitle}
          </Heading>
          <Paragraph>{t.form.deleteText}</Paragraph>
          {errors.form ? (
            <Alert data-color="danger" id={FIELD_IDS.form} tabIndex={-1}>
              <Paragraph>{error('form')}</Paragraph>
            </Alert>
          ) : null}
          <Form method="post">
            <input type="hidden" name="versjon" value={versjon} />
            <TextField
              id="slett-begrunnelse"
              name="begrunnelse"
              label={t.reason}
              description={t.reasonHelp}
            />
            <Button
              type="submit"
              name="intent"
              value="slett"
              variant="secondary"
              data-color="danger"
            >
              {t.form.delete}
            </Button>
          </Form>
        </section>
      ) : null}
    </>
  )
}
