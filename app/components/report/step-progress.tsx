import { useMessages } from '../messages/use-messages.ts'

/** Where the sender is among a report form's steps, the current one marked for screen readers. */
export function StepProgress({ titles, current }: { titles: string[]; current: number }) {
  const r = useMessages().reports.form
  return (
    <nav aria-label={r.progress} className="report-progress">
      <ol>
        {titles.map((title, index) => (
          <li
            key={title}
            aria-current={index === current ? 'step' : undefined}
            data-done={index < current || undefined}
          >
            {title}
          </li>
        ))}
      </ol>
    </nav>
  )
}
