import { Field, Fieldset, Input, Label } from '@digdir/designsystemet-react'
import { useState } from 'react'
import { format } from '../../../i18n/format.ts'
import { useMessages } from '../messages/use-messages.ts'

/**
 * A checkbox (or radio) with its label tied by id, so it is labelled without JavaScript too
 * (Designsystemet's field element ties them with a script).
 */
export function CheckboxField(props: {
  id: string
  name: string
  value: string
  label: string
  checked: boolean
  type?: 'checkbox' | 'radio'
  /** The label's language, where it is data in another language than the page's. */
  lang?: string
}) {
  return (
    <Field className="filter-checkbox">
      <Input
        type={props.type ?? 'checkbox'}
        id={props.id}
        name={props.name}
        value={props.value}
        defaultChecked={props.checked}
      />
      <Label htmlFor={props.id} weight="regular" lang={props.lang}>
        {props.label}
      </Label>
    </Field>
  )
}

interface CheckboxGroupProps {
  name: string
  legend: string
  options: Array<{ id: number; label: string; lang?: string }>
  selected: number[]
}

/**
 * A multi-select filter as a group of checkboxes, each posting its own value (risiko=1&risiko=2)
 * as a plain form does; the page reads that and writes the comma form. It folds away, open when
 * something in it is chosen.
 */
export function CheckboxGroup({ name, legend, options, selected }: CheckboxGroupProps) {
  const t = useMessages()
  // Open or closed as the page was loaded; after that the visitor decides.
  const [startOpen] = useState(selected.length > 0)
  const chosen = new Set(selected)
  return (
    <details className="ds-details filter-group" open={startOpen}>
      <summary>
        {legend}
        {selected.length ? (
          <span className="filter-group__count">
            {format(t.catalogue.search.selected, { count: selected.length })}
          </span>
        ) : null}
      </summary>
      <div>
        <Fieldset>
          <Fieldset.Legend className="ds-sr-only">{legend}</Fieldset.Legend>
          {options.map((option) => (
            <CheckboxField
              key={option.id}
              id={`filter-${name}-${option.id}`}
              name={name}
              value={String(option.id)}
              label={option.label}
              lang={option.lang}
              checked={chosen.has(option.id)}
            />
          ))}
        </Fieldset>
      </div>
    </details>
  )
}

/** A labelled text or date field, its label tied by id for the same reason as above. */
export function TextField(props: {
  id: string
  name: string
  label: string
  type: 'search' | 'date'
  value: string | undefined
}) {
  return (
    <Field>
      <Label htmlFor={props.id}>{props.label}</Label>
      <Input
        id={props.id}
        name={props.name}
        type={props.type}
        defaultValue={props.value ?? ''}
        autoComplete="off"
      />
    </Field>
  )
}
