import { padPostalCode } from '../../../domain/reports/postal-code-format.ts'
import { trackedFetch, type Track } from '../feedback/request-tracker.ts'
import type { ReportErrors } from './report-values.ts'

/**
 * The code to look up as the sender types: four digits at once, fewer once they leave the field,
 * padded as spec section 9 says ('150' is '0150'). Undefined while there is nothing to ask.
 */
export function codeToLookUp(value: string, leaving: boolean): string | undefined {
  const code = value.trim()
  if (/^\d{4}$/.test(code)) return code
  return leaving ? padPostalCode(code) : undefined
}

/**
 * GET /api/v1/postnummer/{pnr}: the place of a postal code, or null when the register has no
 * such code (the API answers 400). Rejects when there is no answer. Shown on the loading bar.
 */
export async function lookUpPlace(
  code: string,
  signal: AbortSignal,
  track: Track,
): Promise<string | null> {
  const url = `/api/v1/postnummer/${encodeURIComponent(code)}`
  const response = await trackedFetch(track, url, { signal })
  if (response.status === 400) return null
  if (!response.ok) throw new Error(`postal code lookup answered ${response.status}`)
  return ((await response.json()) as { poststed: string }).poststed
}

/**
 * Puts a value in an input as if it had been typed, so the form's change handler (which keeps
 * the draft) sees it. React remembers the value it last saw through the element's own setter
 * and ignores an input event that did not change it: the prototype's setter goes past that.
 */
export function fillInput(input: HTMLInputElement, value: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value)
  input.dispatchEvent(new Event('input', { bubbles: true }))
}

/** Set on a postal code input while the register has no such code, as the look-up answered. */
export const UNKNOWN_CODE_ATTRIBUTE = 'data-unknown-postal-code'

/**
 * The postal codes in a form that the look-up found unknown, as the step check's problems: the
 * browser's schema knows only a code's form (the register stays on the server), so without this
 * a sender could go on from a step whose code the page already calls invalid.
 */
export function unknownPostalCodes(form: HTMLFormElement): ReportErrors {
  const inputs = form.querySelectorAll<HTMLInputElement>(`input[${UNKNOWN_CODE_ATTRIBUTE}]`)
  return Object.fromEntries(
    [...inputs].map((input) => [input.name, { key: 'reports.invalidPostalCode' }]),
  )
}
