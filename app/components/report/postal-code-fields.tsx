import { useEffect, useRef, useState } from 'react'
import { format } from '../../../i18n/format.ts'
import { useMessages } from '../messages/use-messages.ts'
import { useTrackRequest } from '../feedback/feedback-provider.tsx'
import { TextField } from '../form/text-field.tsx'
import { codeToLookUp, fillInput, lookUpPlace, UNKNOWN_CODE_ATTRIBUTE } from './postal-lookup.ts'
import { ReportTextField } from './report-fields.tsx'
import { fieldId, useReportField } from './report-form-state.tsx'

/**
 * A postal code and its place. With JavaScript the place is looked up as soon as the code has
 * four digits (or fewer, padded, when the sender leaves the field), filled in and read out; an
 * unknown code gets the spec's message at the field and holds the step back. Without it both
 * are plain text fields, and the server's schema checks the code when the form is posted.
 */
export function PostalCodeFields(props: { code: string; place: string; ownAddress?: boolean }) {
  const t = useMessages()
  const track = useTrackRequest()
  const field = useReportField(props.code)
  const [unknown, setUnknown] = useState(false)
  const [said, setSaid] = useState('')
  const asked = useRef<string>(undefined)
  const pending = useRef<AbortController>(undefined)
  useEffect(() => () => pending.current?.abort(), [])

  function onCode(value: string, leaving: boolean) {
    const code = codeToLookUp(value, leaving)
    if (code === asked.current) return
    asked.current = code
    pending.current?.abort()
    markUnknown(false)
    setSaid('')
    if (code) void lookUp(code)
  }

  function markUnknown(unknown: boolean) {
    setUnknown(unknown)
    document.getElementById(field.id)?.toggleAttribute(UNKNOWN_CODE_ATTRIBUTE, unknown)
  }

  async function lookUp(code: string) {
    const controller = new AbortController()
    pending.current = controller
    try {
      const place = await lookUpPlace(code, controller.signal, track)
      if (place === null) {
        markUnknown(true)
        setSaid(t.reports.invalidPostalCode)
        return
      }
      const input = document.getElementById(fieldId(props.place))
      if (input instanceof HTMLInputElement) fillInput(input, place)
      setSaid(format(t.reports.concern.placeFound, { place }))
    } catch {
      // Stopped by newer typing, or no answer: the sender can still write the place.
    }
  }

  return (
    <div className="report-postal">
      <TextField
        id={field.id}
        name={field.name}
        label={field.label}
        inputMode="numeric"
        autoComplete={props.ownAddress ? 'postal-code' : 'off'}
        defaultValue={field.value}
        error={unknown ? t.reports.invalidPostalCode : field.error}
        onChange={(event) => onCode(event.currentTarget.value, false)}
        onBlur={(event) => onCode(event.currentTarget.value, true)}
      />
      <ReportTextField
        name={props.place}
        autoComplete={props.ownAddress ? 'address-level2' : 'off'}
      />
      <span className="ds-sr-only" aria-live="polite">
        {said}
      </span>
    </div>
  )
}
