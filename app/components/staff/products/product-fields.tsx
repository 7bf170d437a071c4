import {
  Field,
  Input,
  Label,
  Select,
  Textarea,
  ValidationMessage,
} from '@digdir/designsystemet-react'
import type { ReactNode } from 'react'
import { FieldFrame } from '../../form/field-frame.tsx'
import { SelectOptions, type Option, type OptionGroup } from '../../report/report-fields.tsx'

/** The id of a product form field, for its label and for the error summary to jump to. */
export const fieldId = (name: string) => `product-${name.replaceAll('.', '-')}`

interface FieldProps {
  name: string
  label: string
  value: string
  error?: string
  description?: string
}

/** A label above its control, with description and error tied to it by id (no JavaScript needed). */
function Labelled(props: FieldProps & { children: (describedBy?: string) => ReactNode }) {
  const id = fieldId(props.name)
  const describedBy = [props.description && `${id}-description`, props.error && `${id}-error`]
    .filter(Boolean)
    .join(' ')
  return (
    <FieldFrame>
      <Label htmlFor={id}>{props.label}</Label>
      {props.description ? (
        <Field.Description id={`${id}-description`}>{props.description}</Field.Description>
      ) : null}
      {props.children(describedBy || undefined)}
      {props.error ? <ValidationMessage id={`${id}-error`}>{props.error}</ValidationMessage> : null}
    </FieldFrame>
  )
}

/** A text field, or with `rows` a text area. */
export function ProductText(props: FieldProps & { rows?: number; inputMode?: 'numeric' | 'url' }) {
  const id = fieldId(props.name)
  return (
    <Labelled {...props}>
      {(describedBy) => {
        const common = {
          id,
          name: props.name,
          defaultValue: props.value,
          'aria-invalid': props.error ? true : undefined,
          'aria-describedby': describedBy,
        }
        return props.rows ? (
          <Textarea {...common} rows={props.rows} />
        ) : (
          <Input {...common} inputMode={props.inputMode} />
        )
      }}
    </Labelled>
  )
}

/** A choice from a list, its first option "none chosen". */
export function ProductSelect(
  props: FieldProps & { options: Array<Option | OptionGroup>; placeholder: string },
) {
  return (
    <Labelled {...props}>
      {(describedBy) => (
        <Select
          id={fieldId(props.name)}
          name={props.name}
          defaultValue={props.value}
          aria-invalid={props.error ? true : undefined}
          aria-describedby={describedBy}
        >
          <SelectOptions options={props.options} placeholder={props.placeholder} />
        </Select>
      )}
    </Labelled>
  )
}
