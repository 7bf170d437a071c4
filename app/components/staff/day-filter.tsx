import { Textfield } from '@digdir/designsystemet-react'
import { format } from '../../../i18n/format.ts'
import { staffNb } from '../../../i18n/staff.nb.ts'

/**
 * A date field of a staff list's filters. A day given in the address that is none (refusedDays)
 * is named under the field, so the person sees why the list is drawn without it.
 */
export function DayFilter({
  label,
  name,
  value,
  refused,
}: {
  label: string
  name: string
  value: string | undefined
  refused: string | undefined
}) {
  return (
    <Textfield
      label={label}
      name={name}
      type="date"
      defaultValue={value ?? ''}
      error={refused ? format(staffNb.validation.dayOutOfRange, { value: refused }) : undefined}
    />
  )
}
