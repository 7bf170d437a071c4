import { useEffect, useState, type FormEvent } from 'react'
import type { z } from 'zod'
import { translateKey } from '../../../i18n/translate.ts'
import { useMessages } from '../messages/use-messages.ts'
import { CAPTCHA_FIELD } from '../search/captcha-widget.tsx'
import { CAPTCHA_TARGET } from '../form/captcha-field.tsx'
import type { SummaryItem } from '../form/form-error-summary.tsx'
import { fieldErrors, formObject, type FieldErrors } from '../form/form-values.ts'
import type { FormResult } from './subscription-actions.server.ts'

/** A field the error summary links to: the input's id, and its label to name it by. */
export interface SummaryTarget {
  id: string
  label: string
}

/**
 * The errors a form shows: the browser's own check with the domain's schema before it posts
 * (with JavaScript), else the action's answer (always). `targets` maps a field to what the error
 * summary links to, named by its label ('Navn: ...'); anything else links to `fallback`.
 */
export function useFormErrors(
  result: FormResult | undefined,
  targets: Record<string, SummaryTarget>,
  fallback: string,
) {
  const t = useMessages()
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null)
  // A new answer from the server replaces what the browser found before posting.
  useEffect(() => setClientErrors(null), [result])
  const errors = clientErrors ?? (result && !result.ok ? result.errors : {})
  const text = (field: string) => {
    const key = errors[field]
    return key ? (translateKey(t, key) ?? key) : undefined
  }
  const summary: SummaryItem[] = Object.keys(errors).map((field) => {
    const target = targets[field]
    if (!target)
      return { target: field === 'captcha' ? CAPTCHA_TARGET : fallback, text: text(field)! }
    return { target: target.id, text: `${target.label}: ${text(field)}` }
  })

  function check(event: FormEvent<HTMLFormElement>, schema: z.ZodType, lists: string[] = []) {
    const { [CAPTCHA_FIELD]: captcha, ...values } = formObject(
      new FormData(event.currentTarget),
      lists,
    )
    const parsed = schema.safeParse(values)
    const found = parsed.success ? {} : fieldErrors(parsed.error)
    if (!captcha) found.captcha = 'captcha.required'
    if (Object.keys(found).length) {
      event.preventDefault()
      setClientErrors(found)
    } else setClientErrors(null)
  }

  return { text, summary, check }
}
