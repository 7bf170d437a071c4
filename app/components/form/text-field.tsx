import { Field, Input, Label, ValidationMessage } from '@digdir/designsystemet-react'
import type { ChangeEvent, FocusEvent } from 'react'
import { FieldFrame } from './field-frame.tsx'

interface TextFieldProps {
  id: string
  name: string
  label: string
  description?: string
  error?: string
  type?: 'text' | 'email'
  autoComplete?: string
  inputMode?: 'numeric' | 'tel'
  defaultValue?: string
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void
}

/**
 * A labelled input whose error and description are tied to it by id, so a screen reader reads
 * them without JavaScript too. The error summary links to the input's id.
 */
export function TextField({ id, label, description, error, ...input }: TextFieldProps) {
  const describedBy = [description && `${id}-description`, error && `${id}-error`]
    .filter(Boolean)
    .join(' ')
  return (
    <FieldFrame>
      <Label htmlFor={id}>{label}</Label>
      {description ? (
        <Field.Description id={`${id}-description`}>{description}</Field.Description>
      ) : null}
      <Input
        id={id}
        {...input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      {error ? <ValidationMessage id={`${id}-error`}>{error}</ValidationMessage> : null}
    </FieldFrame>
  )
}
