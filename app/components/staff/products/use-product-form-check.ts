import { useRef, useState, type FormEvent } from 'react'
import { stillWrong } from '../../report/report-steps.ts'
import { checkProductForm } from './product-form-check.ts'
import { readProductForm, type ProductIntent } from './product-form-values.ts'

/**
 * The product form checked in the browser before it is sent, as the public forms are: with the
 * action's own check (checkProductForm), for the button pressed, so a problem shows at its field
 * and in the summary without a round trip, in the words the server would use. Without
 * JavaScript none of this runs and the action says the same. `errors` starts as the action's.
 */
export function useProductFormCheck(posted: Record<string, string>) {
  const [errors, setErrors] = useState(posted)
  // The button of the last check: a shown problem goes once its field is put right for it.
  const intent = useRef<ProductIntent>(undefined)

  function problemsFor(form: HTMLFormElement, submitter?: HTMLElement | null) {
    const { values, intent: asked } = readProductForm(new FormData(form, submitter))
    // A picture button sends the form as it stands, to come back with the picture moved: it
    // saves nothing, so there is nothing to check yet.
    if (asked === 'bilde') return undefined
    intent.current = asked ?? intent.current
    if (!intent.current) return undefined
    const checked = checkProductForm(values, intent.current)
    return checked.ok ? {} : checked.errors
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const submitter = (event.nativeEvent as SubmitEvent).submitter
    const found = problemsFor(event.currentTarget, submitter)
    if (!found) return
    setErrors(found)
    // React Router's Form sends only a submission whose default was not prevented.
    if (Object.keys(found).length) event.preventDefault()
  }

  function onChange(event: FormEvent<HTMLFormElement>) {
    // Only a shown problem goes, as soon as its field is put right; nobody is told off while
    // typing. Before the first check here (the action's answer) the shown ones stay as they are.
    if (!intent.current || !Object.keys(errors).length) return
    const found = problemsFor(event.currentTarget)
    if (found) setErrors(stillWrong(errors, found))
  }

  return { errors, onSubmit, onChange }
}
