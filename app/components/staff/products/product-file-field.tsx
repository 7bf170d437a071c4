import { Field, Input, Label, ValidationMessage } from '@digdir/designsystemet-react'
import { FieldFrame } from '../../form/field-frame.tsx'
import { fieldId } from './product-fields.tsx'

/** A file field of the product form (a new picture, a new document), with its problem if any. */
export function ProductFileField(props: {
  name: string
  label: string
  description: string
  accept: string
  error: string | undefined
}) {
  const { name, error } = props
  const id = fieldId(name)
  return (
    <FieldFrame>
      <Label htmlFor={id}>{props.label}</Label>
      <Field.Description id={`${id}-description`}>{props.description}</Field.Description>
      <Input
        type="file"
        id={id}
        name={name}
        accept={props.accept}
        aria-invalid={error ? true : undefined}
        aria-describedby={[`${id}-description`, error && `${id}-error`].filter(Boolean).join(' ')}
      />
      {error ? <ValidationMessage id={`${id}-error`}>{error}</ValidationMessage> : null}
    </FieldFrame>
  )
}
