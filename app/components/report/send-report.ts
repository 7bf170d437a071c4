import { CAPTCHA_FIELD } from '../search/captcha-widget.tsx'
import { trackedFetch, type Track } from '../feedback/request-tracker.ts'
import type { ReportKind } from './report-kinds.ts'

/** Spec section 7: calls time out after 15 s. Files get a minute each, as blobs do. */
const REQUEST_TIMEOUT_MS = 15_000
const UPLOAD_TIMEOUT_MS = 60_000
const UPLOAD_PATH = '/api/v1/vedlegg'

/**
 * POST /api/v1/{observasjon|bekymring|meldeplikt}?grecaptcha=... with the report as JSON (spec
 * section 7), saying how many files will follow (decision 033). Answers the reference; a refusal
 * rejects with the Response, for noticeErrorFrom. Each call here is given the page's `track`, so
 * it shows on the loading bar while it runs.
 */
export async function sendReport(
  kind: ReportKind,
  report: Record<string, unknown>,
  captcha: string,
  track: Track,
  fileCount: number,
): Promise<string> {
  const query = new URLSearchParams({ [CAPTCHA_FIELD]: captcha })
  if (kind !== 'observasjon') query.set('antallVedlegg', String(fileCount))
  const url = `/api/v1/${kind}?${query}`
  const response = await trackedFetch(track, url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(report),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  })
  if (!response.ok) throw response
  const saved = (await response.json()) as { id: string }
  return saved.id
}

/** Why an upload failed: the API's text when it gave one (spec section 5's file messages). */
export class UploadFailed extends Error {}

/**
 * POST /api/v1/vedlegg for one file (multipart: bekymringId or meldepliktId, fileName,
 * vedleggFile). XMLHttpRequest rather than fetch: only it reports upload progress.
 */
export function uploadAttachment(
  kind: 'bekymring' | 'meldeplikt',
  reference: string,
  file: File,
  onProgress: (fraction: number) => void,
  track: Track,
): Promise<void> {
  const body = new FormData()
  body.append(kind === 'bekymring' ? 'bekymringId' : 'meldepliktId', reference)
  body.append('fileName', file.name)
  body.append('vedleggFile', file)
  const sending = new Promise<void>((resolve, reject) => {
    const request = new XMLHttpRequest()
    request.open('POST', UPLOAD_PATH)
    request.timeout = UPLOAD_TIMEOUT_MS
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total)
    }
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) return resolve()
      reject(new UploadFailed(messageOf(request.responseText)))
    }
    request.onerror = () => reject(new UploadFailed(''))
    request.ontimeout = () => reject(new UploadFailed(''))
    request.send(body)
  })
  return track(UPLOAD_PATH, sending)
}

/** POST /api/v1/{kind}/{id}/ferdig: the sender goes on without the files that did not arrive. */
export async function finishReport(
  kind: 'bekymring' | 'meldeplikt',
  reference: string,
  track: Track,
) {
  const url = `/api/v1/${kind}/${encodeURIComponent(reference)}/ferdig`
  await trackedFetch(track, url, {
    method: 'POST',
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  }).catch(() => undefined) // Without it the e-mails still go, when the upload window closes.
}

function messageOf(body: string): string {
  try {
    const parsed = JSON.parse(body) as { message?: unknown }
    return typeof parsed.message === 'string' ? parsed.message : ''
  } catch {
    return ''
  }
}
