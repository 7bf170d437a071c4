import { Alert, Button, Heading, Paragraph, ValidationMessage } from '@digdir/designsystemet-react'
import { useEffect, useRef } from 'react'
import { Link } from 'react-router'
import { cleanFileName } from '../../../domain/reports/attachment-rules.ts'
import { format } from '../../../i18n/format.ts'
import { useMessages } from '../messages/use-messages.ts'
import type { ReportKind } from './report-kinds.ts'

export interface Upload {
  file: File
  /** 0 to 1. */
  progress: number
  state: 'waiting' | 'uploading' | 'done' | 'failed'
  error?: string
}

/**
 * What the sender sees once the report is saved. While its files upload: that the message goes
 * on only when they are in, to keep the page open, and each file's progress; a file that failed
 * says why and can be sent again, or the sender can go on without it. Then the thank-you with
 * the reference number, and the names of any files that did not arrive.
 */
export function ReportReceipt(props: {
  kind: ReportKind
  reference: string
  uploads: Upload[]
  /** Undefined while files upload. */
  finished?: { missing: string[] }
  onRetry: (index: number) => void
  onFinishWithout: () => void
}) {
  const r = useMessages().reports.form
  const heading = useRef<HTMLHeadingElement>(null)
  const done = props.finished !== undefined
  // The heading that says where the sending stands takes the focus each time it changes.
  useEffect(() => heading.current?.focus(), [done])
  const settled = props.uploads.every((upload) => upload.state !== 'uploading')
  const failed = props.uploads.some((upload) => upload.state === 'failed')
  return (
    <section className="report-receipt" aria-labelledby="report-receipt-heading">
      {props.finished ? (
        <Alert data-color="success">
          <Heading level={2} data-size="sm" id="report-receipt-heading" ref={heading} tabIndex={-1}>
            {r.receivedHeading}
          </Heading>
          <Paragraph>{format(r.receivedText, { reference: props.reference })}</Paragraph>
          <Paragraph>
            {props.kind === 'observasjon' ? r.receivedNextObservation : r.receivedNext}
          </Paragraph>
          {props.finished.missing.length ? (
            <Paragraph>
              {format(r.missingFiles, {
                names: props.finished.missing.map((name) => cleanFileName(name)).join(', '),
              })}
            </Paragraph>
          ) : null}
        </Alert>
      ) : (
        <Alert data-color="info">
          <Heading level={2} data-size="sm" id="report-receipt-heading" ref={heading} tabIndex={-1}>
            {r.uploadingHeading}
          </Heading>
          <Paragraph>{r.uploadingText}</Paragraph>
        </Alert>
      )}
      {props.uploads.length ? (
        <UploadList uploads={props.uploads} onRetry={done ? undefined : props.onRetry} />
      ) : null}
      {!done && settled && failed ? (
        <Button type="button" variant="secondary" onClick={props.onFinishWithout}>
          {r.finishWithout}
        </Button>
      ) : null}
      {done ? (
        <Link to="/" className="ds-link">
          {r.backHome}
        </Link>
      ) : null}
    </section>
  )
}

function UploadList(props: { uploads: Upload[]; onRetry?: (index: number) => void }) {
  const r = useMessages().reports.form
  return (
    <div>
      <Heading level={3} data-size="xs">
        {r.uploadsHeading}
      </Heading>
      <ul className="report-uploads">
        {props.uploads.map((upload, index) => {
          const name = cleanFileName(upload.file.name)
          return (
            <li key={`${name}-${index}`}>
              <label htmlFor={`upload-${index}`}>{name}</label>
              <progress
                id={`upload-${index}`}
                max={1}
                value={upload.progress}
                aria-valuetext={uploadText(r, upload)}
              />
              <span aria-live="polite">{uploadText(r, upload)}</span>
              {upload.state === 'failed' && props.onRetry ? (
                <>
                  <ValidationMessage>{upload.error}</ValidationMessage>
                  <Button
                    type="button"
                    variant="secondary"
                    data-size="sm"
                    onClick={() => props.onRetry?.(index)}
                  >
                    {format(r.retryUpload, { name })}
                  </Button>
                </>
              ) : null}
            </li>
          )
        })}
      </ul>
    </div>
  )
}

function uploadText(r: ReturnType<typeof useMessages>['reports']['form'], upload: Upload) {
  if (upload.state === 'done') return r.uploadDone
  if (upload.state === 'failed') return r.uploadFailedShort
  if (upload.state === 'waiting') return r.uploadWaiting
  return format(r.uploadProgress, { percent: Math.round(upload.progress * 100) })
}
