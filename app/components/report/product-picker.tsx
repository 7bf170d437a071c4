import {
  Button,
  Card,
  Field,
  Input,
  Label,
  Paragraph,
  ValidationMessage,
} from '@digdir/designsystemet-react'
import { useEffect, useRef, useState } from 'react'
import { Form, Link, useSubmit } from 'react-router'
import { format } from '../../../i18n/format.ts'
import { useMessages } from '../messages/use-messages.ts'
import { FieldFrame } from '../form/field-frame.tsx'
import type { ProductChoice } from './load-observation.server.ts'
import { ReportChoices } from './report-fields.tsx'
import { useReportField } from './report-form-state.tsx'

/** The form the product search belongs to; its fields sit in the report's first step. */
const PRODUCT_SEARCH_FORM = 'produktsok-skjema'

/** The search form itself, outside the report form (forms cannot nest). */
export function ProductSearchForm() {
  return <Form id={PRODUCT_SEARCH_FORM} method="get" replace preventScrollReset />
}

/**
 * The listed product an observation is about: preset from the product page, or found by a
 * search. The search is a GET form of its own, so it works without JavaScript; with it, the
 * matches follow the typing after a short pause. The matches are radio buttons of the report.
 */
export function ProductPicker(props: {
  product: ProductChoice | undefined
  query: string
  matches: ProductChoice[]
}) {
  const o = useMessages().reports.observation
  const field = useReportField('produkt_id')
  const submit = useSubmit()
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const [typed, setTyped] = useState(props.query)
  useEffect(() => () => clearTimeout(timer.current), [])

  if (props.product) {
    const named = props.product.kjennetegn
      ? `${props.product.navn} – ${props.product.kjennetegn}`
      : props.product.navn
    return (
      <Card>
        <Paragraph data-size="sm">{o.chosenProduct}</Paragraph>
        <Paragraph>
          <strong>{props.product.navn}</strong>
          {props.product.kjennetegn ? ` – ${props.product.kjennetegn}` : null}
        </Paragraph>
        <input
          type="hidden"
          name="produkt_id"
          value={props.product.id}
          data-summary-label={o.chosenProduct}
          data-summary-value={named}
        />
        <Link to="/innmelding/observasjon" className="ds-link">
          {o.otherProduct}
        </Link>
      </Card>
    )
  }

  function onType(value: string) {
    setTyped(value)
    clearTimeout(timer.current)
    timer.current = setTimeout(() => {
      const params = new URLSearchParams(value.trim() ? { produktsok: value.trim() } : {})
      void submit(params, { method: 'get', replace: true, preventScrollReset: true })
    }, 400)
  }

  // With nothing to choose from yet, a missing product is the search field's error.
  const searchId = props.matches.length ? 'felt-produktsok' : field.id
  const searchError = props.matches.length ? undefined : field.error
  return (
    <>
      <FieldFrame>
        <Label htmlFor={searchId}>{o.productSearch}</Label>
        <Field.Description id="felt-produktsok-description">
          {o.productSearchHelp}
        </Field.Description>
        <div className="ds-search">
          <Input
            id={searchId}
            type="search"
            name="produktsok"
            form={PRODUCT_SEARCH_FORM}
            defaultValue={props.query}
            autoComplete="off"
            aria-invalid={searchError ? true : undefined}
            aria-describedby={`felt-produktsok-description${searchError ? ' felt-produktsok-error' : ''}`}
            onChange={(event) => onType(event.currentTarget.value)}
          />
          <Button type="submit" form={PRODUCT_SEARCH_FORM} variant="secondary">
            {o.productSearchButton}
          </Button>
        </div>
        {searchError ? (
          <ValidationMessage id="felt-produktsok-error">{searchError}</ValidationMessage>
        ) : null}
      </FieldFrame>
      {props.matches.length ? (
        <ReportChoices
          name="produkt_id"
          label={o.productMatches}
          options={props.matches.map((match) => ({
            value: String(match.id),
            label: match.kjennetegn ? `${match.navn} – ${match.kjennetegn}` : match.navn,
          }))}
        />
      ) : (
        <div aria-live="polite">
          {props.query && typed === props.query ? (
            <Paragraph>{format(o.noProducts, { query: props.query })}</Paragraph>
          ) : null}
        </div>
      )}
    </>
  )
}
