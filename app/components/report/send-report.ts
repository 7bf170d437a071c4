import { CAPTCHA_FIELD } from '../search/captcha-widget.tsx'
import type { ReportKind } from './report-kinds.ts'

/** Spec section 7: calls time out after 15 s. Files get a minute each, as blobs do. */
const REQUEST_TIMEOUT_MS = 15_000
const UPLOAD_TIMEOUT_MS = 60_000

/**
 * POST /api/v1/{observasjon|bekymring|meldeplikt}?grecaptcha=... with the report as JSON (spec
 * section 7). Answers the reference; a refusal rejects with the Response, for noticeErrorFrom.
 */
export async function sendReport(
  kind: ReportKind,
  report: Record<string, unknown>,
  captcha: string,
): Promise<string> {
  const response = await fetch(
    `/api/v1/${kind}?${new URLSearchParams({ [CAPTCHA_FIELD]: captcha })}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(report),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    },
  )
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
): Promise<void> {
  const body = new FormData()
  body.append(kind === 'bekymring' ? 'bekymringId' : 'meldepliktId', reference)
  body.append('fileName', file.name)
  body.append('vedleggFile', file)
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest()
    request.open('POST', '/api/v1/vedlegg')
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
}

/** POST /api/v1/{kind}/{id}/ferdig: every file is up, so the authority e-mail can go now. */
export async function finishReport(kind: 'bekymring' | 'meldeplikt', reference: string) {
  await fetch(`/api/v1/${kind}/${encodeURIComponent(reference)}/ferdig`, {
    method: 'POST',
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  }).catch(() => undefined) // Without it the e-mail still goes, a few minutes later (decision 008).
}

function messageOf(body: string): string {
  try {
    const parsed = JSON.parse(body) as { message?: unknown }
    return typeof parsed.message === 'string' ? parsed.message : ''
  } catch {
    return ''
  }
}
