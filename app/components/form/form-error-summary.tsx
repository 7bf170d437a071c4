import { ErrorSummary } from '@digdir/designsystemet-react'
import { useEffect, useRef, type ComponentRef } from 'react'
import { useMessages } from '../messages/use-messages.ts'

export interface SummaryItem {
  /** The id of the field to jump to. */
  target: string
  text: string
}

/**
 * The errors of a form that failed, at its top, each linking to its field. Focus moves here when
 * a problem appears, so a keyboard or screen reader user learns at once what went wrong; not
 * when one goes because its field was put right, which would pull focus out of that field.
 */
export function FormErrorSummary({ items }: { items: SummaryItem[] }) {
  const t = useMessages()
  const ref = useRef<ComponentRef<typeof ErrorSummary>>(null)
  const shown = useRef(new Set<string>())
  const key = items.map((item) => `${item.target}:${item.text}`).join('|')
  useEffect(() => {
    const now = new Set(key ? key.split('|') : [])
    const added = [...now].some((item) => !shown.current.has(item))
    shown.current = now
    if (added) ref.current?.focus()
  }, [key])
  if (!items.length) return null
  return (
    <ErrorSummary ref={ref} tabIndex={-1}>
      <ErrorSummary.Heading>{t.subscriptions.form.errorSummary}</ErrorSummary.Heading>
      <ErrorSummary.List>
        {items.map((item) => (
          <ErrorSummary.Item key={item.target}>
            <ErrorSummary.Link href={`#${item.target}`}>{item.text}</ErrorSummary.Link>
          </ErrorSummary.Item>
        ))}
      </ErrorSummary.List>
    </ErrorSummary>
  )
}
