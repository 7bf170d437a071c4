/** The inbox's addresses, named by its pages, its server code and the start page alike. */
export const INBOX_PATH = '/forvaltning/meldinger'

/** A report's detail page. */
export const reportPath = (report: { kind: string; id: number }) =>
  `${INBOX_PATH}/${report.kind}/${report.id}`

/** One of a report's files, always downloaded, never shown. */
export const attachmentPath = (report: { kind: string; id: number }, fileId: number) =>
  `${reportPath(report)}/vedlegg/${fileId}`

/** The inbox's numbers per month, and the same as a file (`xlsx` or `csv`). */
export const NUMBERS_PATH = `${INBOX_PATH}/tall`
export const numbersFilePath = (format: string, query: string) =>
  `${NUMBERS_PATH}/${format}${query ? `?${query}` : ''}`
