import {
  Button,
  Field,
  Input,
  Label,
  Paragraph,
  ValidationMessage,
} from '@digdir/designsystemet-react'
import { createContext, useContext, useState, type ChangeEvent, type ReactNode } from 'react'
import {
  ATTACHMENT_LIMITS,
  cleanFileName,
  fileProblem,
  formatBytes,
} from '../../../domain/reports/attachment-rules.ts'
import { format } from '../../../i18n/format.ts'
import { translateKey } from '../../../i18n/translate.ts'
import { useMessages } from '../messages/use-messages.ts'
import { FieldFrame } from '../form/field-frame.tsx'
import { ATTACHMENT_FIELD } from './report-kinds.ts'
import { useReportField } from './report-form-state.tsx'
import type { ReportStep } from './report-steps.ts'

type Files = [File[], (files: File[]) => void]

const FilesContext = createContext<Files>([[], () => undefined])

/** The files picked so far, held by the form that sends them after the report. */
export function AttachmentsProvider({ files, children }: { files: Files; children: ReactNode }) {
  return <FilesContext value={files}>{children}</FilesContext>
}

/** The last step of a report that takes files: what to send, and the picker. */
export function attachmentsStep(title: string, lead: string): ReportStep {
  return {
    title,
    fields: [ATTACHMENT_FIELD],
    content: (
      <>
        <Paragraph>{lead}</Paragraph>
        <AttachmentPicker />
      </>
    ),
  }
}

/**
 * The files to send with a report. Without JavaScript this is a plain file input posted with the
 * form. With it, each pick is checked at once against domain.md's limits (the server checks
 * again, and the bytes too), added to a list that shows name and size, and can be taken out.
 */
function AttachmentPicker() {
  const t = useMessages()
  const r = t.reports.form
  const field = useReportField(ATTACHMENT_FIELD)
  const [files, setFiles] = useContext(FilesContext)
  const [problem, setProblem] = useState<string>()
  const error = problem ?? field.error
  const limits = {
    count: ATTACHMENT_LIMITS.maxFiles,
    size: formatBytes(ATTACHMENT_LIMITS.maxBytes),
    extensions: ATTACHMENT_LIMITS.extensions.join(', '),
  }

  function onPick(event: ChangeEvent<HTMLInputElement>) {
    const picked = [...(event.currentTarget.files ?? [])]
    // The list holds the files from here on; the input is emptied so nothing is sent twice.
    event.currentTarget.value = ''
    const kept = [...files]
    for (const file of picked) {
      const found = fileProblem(
        { name: cleanFileName(file.name), size: file.size },
        kept.map((each) => ({ name: cleanFileName(each.name) })),
      )
      if (found) {
        setProblem(translateKey(t, found.key, found.params) ?? found.key)
        break
      }
      kept.push(file)
    }
    if (kept.length === files.length + picked.length) setProblem(undefined)
    setFiles(kept)
  }

  return (
    <FieldFrame>
      <Label htmlFor={field.id}>{r.attachments}</Label>
      <Field.Description id={`${field.id}-description`}>
        {format(r.attachmentsHelp, limits)}
      </Field.Description>
      <Input
        id={field.id}
        type="file"
        name={ATTACHMENT_FIELD}
        multiple
        accept={ATTACHMENT_LIMITS.extensions.map((extension) => `.${extension}`).join(',')}
        onChange={onPick}
        aria-invalid={error ? true : undefined}
        aria-describedby={[`${field.id}-description`, error && `${field.id}-error`]
          .filter(Boolean)
          .join(' ')}
      />
      {error ? <ValidationMessage id={`${field.id}-error`}>{error}</ValidationMessage> : null}
      {files.length ? (
        <ul className="report-files" aria-label={r.attachmentsChosen}>
          {files.map((file, index) => (
            <li key={`${file.name}-${index}`}>
              <Paragraph data-size="sm">
                {cleanFileName(file.name)} ({formatBytes(file.size)})
              </Paragraph>
              <Button
                type="button"
                variant="tertiary"
                data-size="sm"
                onClick={() => setFiles(files.filter((_, at) => at !== index))}
              >
                {format(r.removeFile, { name: cleanFileName(file.name) })}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </FieldFrame>
  )
}
