import { Button, Dialog, Heading, Paragraph } from '@digdir/designsystemet-react'
import { useEffect, useId, useRef } from 'react'
import { useMessages } from '../messages/use-messages.ts'

interface ConfirmDialogProps {
  question: { id: number; text: string } | null
  onAnswer: (yes: boolean) => void
}

/**
 * A modal question with approve and cancel, and no timeout. Escape counts as cancel; the
 * browser's dialog keeps focus inside and gives it back to where it was when it closes.
 */
export function ConfirmDialog({ question, onAnswer }: ConfirmDialogProps) {
  const t = useMessages().info.feedback
  const headingId = useId()
  const ref = useRef<HTMLDialogElement>(null)
  const questionId = question?.id
  // Escape closes the dialog itself; a question waiting behind the answered one opens it again.
  useEffect(() => {
    const dialog = ref.current
    if (questionId !== undefined && dialog && !dialog.open) dialog.showModal()
  }, [questionId])
  return (
    <Dialog
      ref={ref}
      open={question !== null}
      closeButton={false}
      aria-labelledby={headingId}
      onClose={() => onAnswer(false)}
      className="confirm-dialog"
    >
      <Heading level={2} data-size="xs" id={headingId}>
        {t.confirmHeading}
      </Heading>
      <Paragraph>{question?.text}</Paragraph>
      <div className="confirm-dialog__actions">
        <Button onClick={() => onAnswer(true)}>{t.approve}</Button>
        <Button variant="secondary" onClick={() => onAnswer(false)}>
          {t.cancel}
        </Button>
      </div>
    </Dialog>
  )
}
