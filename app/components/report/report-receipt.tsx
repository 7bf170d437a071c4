import { Alert, Button, Heading, Paragraph, ValidationMessage } from '@digdir/designsystemet-react'
import { useEffect, useRef } from 'react'
import { Link } from 'react-router'
import { cleanFileName } from '../../../domain/reports/attachment-rules.ts'
import { format } from '../../i18n/format.ts'
import { useMessages } from '../../i18n/use-messages.ts'
import type { ReportKind } from './report-kinds.ts'

export interface Upload {
  file: File
  /** 0 to 1. */
  progress: number
  state: 'waiting' | 'uploading' | 'done' | 'failed'
  error?: string
}

/**
 * What the sender sees once the report is saved: the reference number, and each file's upload
 * with its progress; a file that failed says why and can be sent again.
 */
export function ReportReceipt(props: {
  kind: ReportKind
  reference: string
  uploads: Upload[]
  onRetry: (index: number) => void
}) {
  const r = useMessages().reports.form
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  return (
    <section className="report-receipt" aria-labelledby="report-receipt-heading">
      <Alert data-color="success">
        <Heading level={2} data-size="sm" id="report-receipt-heading" ref={heading} tabIndex={-1}>
          {r.receivedHeading}
        </Heading>
        <Paragraph>{format(r.receivedText, { reference: props.reference })}</Paragraph>
        <Paragraph>
          {props.kind === 'observasjon' ? r.receivedNextObservation : r.receivedNext}
        </Paragraph>
      </Alert>
      {props.uploads.length ? (
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
                  {upload.state === 'failed' ? (
                    <>
                      <ValidationMessage>{upload.error}</ValidationMessage>
                      <Button
                        type="button"
                        variant="secondary"
                        data-size="sm"
                        onClick={() => props.onRetry(index)}
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
      ) : null}
      <Link to="/" className="ds-link">
        {r.backHome}
      </Link>
    </section>
  )
}

function uploadText(r: ReturnType<typeof useMessages>['reports']['form'], upload: Upload) {
  if (upload.state === 'done') return r.uploadDone
  if (upload.state === 'failed') return r.uploadFailedShort
  if (upload.state === 'waiting') return r.uploadWaiting
  return format(r.uploadProgress, { percent: Math.round(upload.progress * 100) })
}
