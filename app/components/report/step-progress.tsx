import { useMessages } from '../messages/use-messages.ts'

/**
 * Where the sender is among a report form's steps, the current one marked for screen readers.
 * The server draws it too, `waiting` (unseen, its room kept) until the steps take over the form:
 * had it appeared only then, the form would move down under a finger tapping it as the page loads.
 */
export function StepProgress(props: { titles: string[]; current: number; waiting: boolean }) {
  const r = useMessages().reports.form
  return (
    <nav
      aria-label={r.progress}
      className="report-progress"
      data-waiting={props.waiting || undefined}
    >
      <ol>
        {props.titles.map((title, index) => (
          <li
            key={title}
            aria-current={index === props.current ? 'step' : undefined}
            data-done={index < props.current || undefined}
          >
            {title}
          </li>
        ))}
      </ol>
    </nav>
  )
}
