import { Alert, Button, Paragraph } from '@digdir/designsystemet-react'
import type { KeyboardEvent } from 'react'
import { format } from '../../../i18n/format.ts'
import { useMessages } from '../messages/use-messages.ts'
import { CloseIcon } from './close-icon.tsx'
import type { Notice } from './notice-store.ts'

export interface NoticeActions {
  onDismiss: (id: number) => void
  onPause: (id: number) => void
  onResume: (id: number) => void
  onCopy: (reference: string) => void
}

/**
 * The notices on screen. Success notices sit in a polite status region and errors in an alert
 * region; both regions are there from the start, so what is added to them is read out.
 */
export function NoticeList({
  notices,
  ...actions
}: { notices: readonly Notice[] } & NoticeActions) {
  const t = useMessages().info.feedback
  const of = (kind: Notice['kind']) =>
    notices
      .filter((notice) => notice.kind === kind)
      .map((notice) => <NoticeItem key={notice.id} notice={notice} {...actions} />)
  return (
    <section className="notices" aria-label={t.notices}>
      <div role="status" className="notices__group">
        {of('success')}
      </div>
      <div role="alert" className="notices__group">
        {of('error')}
      </div>
    </section>
  )
}

function NoticeItem({
  notice,
  onDismiss,
  onPause,
  onResume,
  onCopy,
}: { notice: Notice } & NoticeActions) {
  const t = useMessages()
  const { id, kind, text, reference, durationMs, paused } = notice
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return
    event.stopPropagation()
    onDismiss(id)
  }
  return (
    <Alert
      data-color={kind === 'success' ? 'success' : 'danger'}
      className="notice"
      data-paused={paused}
      onMouseEnter={() => onPause(id)}
      onMouseLeave={() => onResume(id)}
      onFocus={() => onPause(id)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) onResume(id)
      }}
      onKeyDown={onKeyDown}
    >
      <div className="notice__body">
        <Paragraph>{text}</Paragraph>
        {reference && (
          <>
            <Paragraph data-size="sm">{format(t.info.feedback.reference, { reference })}</Paragraph>
            <Button variant="secondary" data-size="sm" onClick={() => onCopy(reference)}>
              {t.info.feedback.copyReference}
            </Button>
          </>
        )}
      </div>
      <Button
        variant="tertiary"
        data-color="neutral"
        data-size="sm"
        icon
        aria-label={t.info.feedback.dismiss}
        className="notice__close"
        onClick={() => onDismiss(id)}
      >
        <CloseIcon />
      </Button>
      {kind === 'error' && (
        <div
          className="notice__progress"
          aria-hidden="true"
          style={{ animationDuration: `${durationMs}ms` }}
        />
      )}
    </Alert>
  )
}
