import { useRef, useState } from 'react'
import { useMessages } from '../messages/use-messages.ts'
import { noticeErrorFrom } from '../feedback/error-text.ts'
import { useNotify, useTrackRequest } from '../feedback/feedback-provider.tsx'
import { clearDraft } from './report-draft.ts'
import type { ReportKind } from './report-kinds.ts'
import type { Upload } from './report-receipt.tsx'
import { finishReport, sendReport, uploadAttachment, UploadFailed } from './send-report.ts'

export type Sent = {
  reference: string
  uploads: Upload[]
  /** Set once every file is up or the sender went on without the rest: the names missing. */
  finished?: { missing: string[] }
}

/**
 * Sending a report with JavaScript: the report to the API, saying how many files follow, then
 * each file in parallel with its progress. The server sends the receipt and the authority
 * e-mail only when the last of them is in, or when the sender chooses to go on without the files
 * that failed (decision 033); until then the page asks the sender to keep it open.
 */
export function useSendReport(kind: ReportKind) {
  const r = useMessages().reports.form
  const notify = useNotify()
  const track = useTrackRequest()
  const [busy, setBusy] = useState(false)
  const [attempt, setAttempt] = useState(0)
  const [sent, setSent] = useState<Sent>()
  // The uploads' states as they are now, which the state above shows only after a render.
  const states = useRef<Upload['state'][]>([])

  async function send(report: Record<string, unknown>, captcha: string, files: File[]) {
    setBusy(true)
    try {
      const reference = await sendReport(kind, report, captcha, track, files.length)
      clearDraft(kind)
      states.current = files.map(() => 'waiting')
      setSent({
        reference,
        uploads: files.map((file) => ({ file, progress: 0, state: 'waiting' })),
      })
      if (kind === 'observasjon' || !files.length) return finish([])
      await Promise.all(files.map((file, index) => uploadOne(kind, reference, file, index)))
      if (allUp()) finish([])
    } catch (failure) {
      notify.error(await noticeErrorFrom(failure))
      setAttempt((value) => value + 1) // a solution is accepted once (spec section 8)
    } finally {
      setBusy(false)
    }
  }

  async function retry(index: number) {
    if (!sent || kind === 'observasjon') return
    if ((await uploadOne(kind, sent.reference, sent.uploads[index]!.file, index)) && allUp()) {
      finish([])
    }
  }

  /** The sender goes on without the files that failed: the server need not wait for them. */
  async function finishWithout() {
    if (!sent || kind === 'observasjon') return
    await finishReport(kind, sent.reference, track)
    const missing = sent.uploads.filter((_, index) => states.current[index] !== 'done')
    finish(missing.map((upload) => upload.file.name))
  }

  const allUp = () => states.current.every((state) => state === 'done')
  const finish = (missing: string[]) =>
    setSent((current) => current && { ...current, finished: { missing } })

  function updateUpload(index: number, change: Partial<Upload>) {
    if (change.state) states.current[index] = change.state
    setSent(
      (current) =>
        current && {
          ...current,
          uploads: current.uploads.map((upload, at) =>
            at === index ? { ...upload, ...change } : upload,
          ),
        },
    )
  }

  async function uploadOne(
    kindWithFiles: 'bekymring' | 'meldeplikt',
    reference: string,
    file: File,
    index: number,
  ) {
    updateUpload(index, { state: 'uploading', progress: 0, error: undefined })
    try {
      await uploadAttachment(
        kindWithFiles,
        reference,
        file,
        (progress) => updateUpload(index, { progress }),
        track,
      )
      updateUpload(index, { state: 'done', progress: 1 })
      return true
    } catch (failure) {
      const message =
        failure instanceof UploadFailed && failure.message ? failure.message : r.uploadFailed
      updateUpload(index, { state: 'failed', error: message })
      return false
    }
  }

  return { busy, attempt, sent, send, retry, finishWithout }
}
