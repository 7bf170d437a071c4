import type { Messages } from '../../../i18n/nb.ts'
import { format } from '../../../i18n/format.ts'
import type { Language } from '../../../i18n/language.ts'
import { errorText, noticeErrorFrom, type NoticeError } from '../feedback/error-text.ts'
import type { Track } from '../feedback/request-tracker.ts'

export const EXPORT_PATH = '/api/v1/produkt/export'

/** Spec section 9: a file download may take up to 60 s. */
const DOWNLOAD_TIMEOUT_MS = 60_000

/** The file name the server gave in Content-Disposition, if it gave one. */
export function attachmentName(header: string | null): string | undefined {
  return header?.match(/filename="?([^";]+)"?/)?.[1]
}

/**
 * The text to show for a refused export, from the API's error body in spec section 8's words
 * (errorText). Too large is worded with the numbers this page knows.
 */
export function refusalText(
  t: Messages,
  lang: Language,
  body: NoticeError | undefined,
  numbers: { hits: number; max: number },
): string {
  if (body?.type === 'EXPORT_TOO_LARGE') return format(t.export.tooLarge, numbers)
  if (body?.type === 'CAPTCHA_REQUIRED') return t.captcha.required
  return errorText(t, body ?? {}, lang)
}

/**
 * A failed export: its message is the text to show at the button. A refusal from the API also
 * carries the body's reference, which the page offers for copying as every error notice does.
 */
export class ExportFailed extends Error {
  readonly reference: string | undefined
  constructor(text: string, reference?: string) {
    super(text)
    this.name = 'ExportFailed'
    this.reference = reference
  }
}

/**
 * Fetches the export and hands it to the browser as a download; rejects with an ExportFailed.
 * The loading bar runs until the whole file is in, not only its headers.
 */
export function downloadExport(
  t: Messages,
  lang: Language,
  params: URLSearchParams,
  numbers: { hits: number; max: number },
  track: Track,
): Promise<void> {
  const url = `${EXPORT_PATH}?${params}`
  return track(url, fetchDownload(t, lang, url, numbers))
}

async function fetchDownload(
  t: Messages,
  lang: Language,
  url: string,
  numbers: { hits: number; max: number },
): Promise<void> {
  let response: Response
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(DOWNLOAD_TIMEOUT_MS) })
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError'
    throw new ExportFailed(timedOut ? t.errors.TIMEOUT : t.errors.UNEXPECTED_ERROR)
  }
  if (!response.ok) {
    const body = await noticeErrorFrom(response)
    throw new ExportFailed(refusalText(t, lang, body, numbers), body.reference)
  }
  const blob = await response.blob()
  const name = attachmentName(response.headers.get('content-disposition')) ?? 'export'
  const objectUrl = URL.createObjectURL(blob)
  const link = Object.assign(document.createElement('a'), { href: objectUrl, download: name })
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(objectUrl), 10_000)
}
