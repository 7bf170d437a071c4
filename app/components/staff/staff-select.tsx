import { Field, Label, Select, ValidationMessage } from '@digdir/designsystemet-react'

/** A labelled choice whose error is tied to it by id, read by a screen reader without JavaScript. */
export function StaffSelect(props: {
  id: string
  name: string
  label: string
  options: Array<{ value: string; label: string }>
  defaultValue?: string
  error?: string
}) {
  const errorId = `${props.id}-error`
  return (
    <Field>
      <Label htmlFor={props.id}>{props.label}</Label>
      <Select
        id={props.id}
        name={props.name}
        defaultValue={props.defaultValue ?? ''}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? errorId : undefined}
      >
        {props.options.map((option) => (
          <Select.Option key={option.value} value={option.value}>
            {option.label}
          </Select.Option>
        ))}
      </Select>
      {props.error ? <ValidationMessage id={errorId}>{props.error}</ValidationMessage> : null}
    </Field>
  )
}
