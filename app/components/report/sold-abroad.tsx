import { Alert, Field, Input, Label, Paragraph } from '@digdir/designsystemet-react'
import { useState } from 'react'
import { JA_NEI } from '../../../domain/reports/choices.ts'
import { mustUseEuGateway } from '../../../domain/reports/duty-to-report-schema.ts'
import { format } from '../../../i18n/format.ts'
import { useMessages } from '../messages/use-messages.ts'
import { FieldFrame } from '../form/field-frame.tsx'
import { ChoiceOptions, ChoicesFieldset, ReportChoices, type Option } from './report-fields.tsx'
import { useFormEnhanced, useReportField } from './report-form-state.tsx'
import { enumOptions } from './report-options.ts'

const SOLD = 'produkt_solgt_utenfor_norge'
const COUNTRIES = 'produkt_solgt_land'

/**
 * Whether the product was sold outside Norway, and where. Without JavaScript both questions
 * show. With it, the countries show once the answer is yes; while hidden they are disabled, so
 * they are neither checked nor sent, and a sender who answered no has nothing to take back.
 */
export function SoldAbroad({ countries }: { countries: Option[] }) {
  const t = useMessages()
  const enhanced = useFormEnhanced()
  const sold = useReportField(SOLD)
  const [answer, setAnswer] = useState(sold.value)
  const open = !enhanced || answer === 'JA'
  return (
    <div
      className="report-sold-abroad"
      onChange={(event) => {
        const input = event.target as HTMLInputElement
        if (input.name === sold.name) setAnswer(input.value)
      }}
    >
      <ReportChoices
        name={sold.name}
        options={enumOptions(JA_NEI, t.reports.values)}
        description={t.reports.duty.soldAbroadHelp}
      />
      <CountryChoices options={countries} hidden={!open} />
    </div>
  )
}

/**
 * The countries outside Norway, as checkboxes in a box that scrolls: that works without
 * JavaScript. With it, a field narrows the list to the names that match (the others are only
 * hidden, so they keep their ticks), the chosen ones are named above the list, and the EU
 * gateway rule (domain.md) is shown as soon as one is chosen. Without JavaScript the rule is in
 * the description, and the notice shows when the page comes back from a post.
 */
function CountryChoices({ options, hidden }: { options: Option[]; hidden: boolean }) {
  const t = useMessages()
  const d = t.reports.duty
  const enhanced = useFormEnhanced()
  const field = useReportField(COUNTRIES)
  const [chosen, setChosen] = useState(field.values)
  const [query, setQuery] = useState('')
  const wanted = query.trim().toLocaleLowerCase('nb')
  const shown = (option: Option) => !wanted || option.label.toLocaleLowerCase('nb').includes(wanted)
  const names = options
    .filter((option) => chosen.includes(option.value))
    .map((option) => option.label)
  const filterId = `${field.id}-filter`

  return (
    <>
      <ChoicesFieldset
        field={field}
        description={d.countriesHelp}
        hidden={hidden}
        disabled={hidden}
      >
        {enhanced ? (
          <FieldFrame>
            <Label htmlFor={filterId}>{d.countryFilter}</Label>
            <Field.Description id={`${filterId}-description`}>
              {d.countryFilterHelp}
            </Field.Description>
            <Input
              id={filterId}
              type="search"
              autoComplete="off"
              value={query}
              aria-describedby={`${filterId}-description`}
              onChange={(event) => setQuery(event.currentTarget.value)}
              // Enter in the filter must not send the step.
              onKeyDown={(event) => event.key === 'Enter' && event.preventDefault()}
            />
          </FieldFrame>
        ) : null}
        {enhanced && names.length ? (
          <Paragraph data-size="sm">
            {format(d.countriesChosen, { countries: names.join(', ') })}
          </Paragraph>
        ) : null}
        <div
          className="report-countries"
          onChange={(event) =>
            setChosen(
              [...event.currentTarget.querySelectorAll<HTMLInputElement>('input:checked')].map(
                (input) => input.value,
              ),
            )
          }
        >
          <ChoiceOptions field={field} options={options} multiple shown={shown} />
        </div>
        {wanted && !options.some(shown) ? (
          <Paragraph data-size="sm">
            {format(d.noCountryMatches, { query: query.trim() })}
          </Paragraph>
        ) : null}
      </ChoicesFieldset>
      <div aria-live="polite">
        {!hidden && mustUseEuGateway(chosen) ? (
          <Alert data-color="warning">
            <Paragraph>{t.reports.euGateway}</Paragraph>
          </Alert>
        ) : null}
      </div>
    </>
  )
}
