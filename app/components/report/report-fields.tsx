import {
  Field,
  Fieldset,
  Input,
  Label,
  Select,
  Textarea,
  ValidationMessage,
} from '@digdir/designsystemet-react'
import type { ReactNode } from 'react'
import { FieldFrame } from '../form/field-frame.tsx'
import { TextField } from '../form/text-field.tsx'
import { fieldId, useReportField } from './report-form-state.tsx'

/**
 * A report form's fields. Each is named as the API names it, labelled from `reports.fields`,
 * tied to its description and error by id (so that works without JavaScript too), and starts
 * with what was typed before: the draft, or what the page posted.
 */

interface FieldProps {
  name: string
  label?: string
  description?: string
}

/**
 * The autofill tokens a one-line field of a report takes. `street-address` is not among them:
 * HTML allows it only on a multi-line field, and the Nu Html Checker refuses it on an input; a
 * one-line address is `address-line1`.
 */
type OneLineAutofill =
  | 'off'
  | 'name'
  | 'organization'
  | 'email'
  | 'tel'
  | 'address-line1'
  | 'postal-code'
  | 'address-level2'

export function ReportTextField(
  props: FieldProps & {
    type?: 'text' | 'email'
    autoComplete?: OneLineAutofill
    inputMode?: 'numeric' | 'tel'
  },
) {
  const field = useReportField(props.name)
  return (
    <TextField
      id={field.id}
      name={field.name}
      label={props.label ?? field.label}
      description={props.description}
      type={props.type}
      autoComplete={props.autoComplete ?? 'off'}
      inputMode={props.inputMode}
      defaultValue={field.value}
      error={field.error}
    />
  )
}

export function ReportTextarea(props: FieldProps & { rows?: number }) {
  const field = useReportField(props.name)
  return (
    <LabelledField field={field} label={props.label} description={props.description}>
      <Textarea
        id={field.id}
        name={field.name}
        rows={props.rows ?? 4}
        defaultValue={field.value}
        aria-invalid={field.error ? true : undefined}
        aria-describedby={describedBy(field.id, props.description, field.error)}
      />
    </LabelledField>
  )
}

export interface Option {
  value: string
  label: string
}

/** Options under a heading of their own (an optgroup), such as the categories of one kind. */
export interface OptionGroup {
  label: string
  options: Option[]
}

export function ReportSelect(
  props: FieldProps & { options: Array<Option | OptionGroup>; placeholder: string },
) {
  const field = useReportField(props.name)
  return (
    <LabelledField field={field} label={props.label} description={props.description}>
      <Select
        id={field.id}
        name={field.name}
        defaultValue={field.value ?? ''}
        aria-invalid={field.error ? true : undefined}
        aria-describedby={describedBy(field.id, props.description, field.error)}
      >
        <SelectOptions options={props.options} placeholder={props.placeholder} />
      </Select>
    </LabelledField>
  )
}

/** A select's options: first "none chosen", then each option or group of options. */
export function SelectOptions(props: {
  options: Array<Option | OptionGroup>
  placeholder: string
}) {
  return (
    <>
      <Select.Option value="">{props.placeholder}</Select.Option>
      {props.options.map((option) =>
        'options' in option ? (
          <Select.Optgroup key={option.label} label={option.label}>
            {option.options.map(selectOption)}
          </Select.Optgroup>
        ) : (
          selectOption(option)
        ),
      )}
    </>
  )
}

function selectOption(option: Option) {
  return (
    <Select.Option key={option.value} value={option.value}>
      {option.label}
    </Select.Option>
  )
}

/** A control with its label above, its description and its error, tied to it by id. */
function LabelledField(props: {
  field: ReturnType<typeof useReportField>
  label: string | undefined
  description: string | undefined
  children: ReactNode
}) {
  const { field } = props
  return (
    <FieldFrame>
      <Label htmlFor={field.id}>{props.label ?? field.label}</Label>
      {props.description ? (
        <Field.Description id={`${field.id}-description`}>{props.description}</Field.Description>
      ) : null}
      {props.children}
      {field.error ? (
        <ValidationMessage id={`${field.id}-error`}>{field.error}</ValidationMessage>
      ) : null}
    </FieldFrame>
  )
}

/**
 * Radio buttons (one choice) or checkboxes (several) in a fieldset whose legend is the label.
 * `children` come after the options, inside the fieldset.
 */
export function ReportChoices(
  props: FieldProps & { options: Option[]; multiple?: boolean; children?: ReactNode },
) {
  const field = useReportField(props.name)
  return (
    <ChoicesFieldset field={field} label={props.label} description={props.description}>
      <ChoiceOptions field={field} options={props.options} multiple={props.multiple} />
      {props.children}
    </ChoicesFieldset>
  )
}

type ReportField = ReturnType<typeof useReportField>

/**
 * The frame of a group of choices: a fieldset with the label as legend, the description and the
 * error. It carries the field's id, for the error summary to jump to.
 */
export function ChoicesFieldset(
  props: Omit<FieldProps, 'name'> & {
    field: ReportField
    children: ReactNode
    hidden?: boolean
    disabled?: boolean
  },
) {
  const { field } = props
  return (
    <Fieldset
      id={field.id}
      tabIndex={-1}
      hidden={props.hidden}
      disabled={props.disabled}
      aria-invalid={field.error ? true : undefined}
      aria-describedby={describedBy(field.id, props.description, field.error)}
    >
      <Fieldset.Legend>{props.label ?? field.label}</Fieldset.Legend>
      {props.description ? (
        <Fieldset.Description id={`${field.id}-description`}>
          {props.description}
        </Fieldset.Description>
      ) : null}
      {props.children}
      {field.error ? (
        <ValidationMessage id={`${field.id}-error`}>{field.error}</ValidationMessage>
      ) : null}
    </Fieldset>
  )
}

/**
 * One radio button or checkbox per option, ticked as the field's values say. An option `shown`
 * leaves out is hidden, not removed, so that it keeps its tick and is still posted.
 */
export function ChoiceOptions(props: {
  field: ReportField
  options: Option[]
  multiple?: boolean
  shown?: (option: Option) => boolean
}) {
  const { field } = props
  const chosen = new Set(field.values)
  return props.options.map((option) => {
    const id = fieldId(field.name, option.value)
    return (
      <Field key={option.value} hidden={props.shown ? !props.shown(option) : undefined}>
        <Input
          type={props.multiple ? 'checkbox' : 'radio'}
          id={id}
          name={field.name}
          value={option.value}
          defaultChecked={chosen.has(option.value)}
        />
        <Label htmlFor={id} weight="regular">
          {option.label}
        </Label>
      </Field>
    )
  })
}

function describedBy(id: string, description: string | undefined, error: string | undefined) {
  return (
    [description && `${id}-description`, error && `${id}-error`].filter(Boolean).join(' ') ||
    undefined
  )
}
