import { randomBytes } from 'node:crypto'

export interface FilePart {
  field?: string
  filename: string
  bytes: Buffer
  contentType?: string
}

/**
 * A multipart/form-data body as a browser sends it, with the fields first and the file last, for
 * app.inject(): `{ payload, headers }`.
 */
export function multipart(fields: Record<string, string>, file?: FilePart) {
  const boundary = `----fp${randomBytes(8).toString('hex')}`
  const chunks: Buffer[] = []
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    )
  }
  if (file) {
    const disposition = `form-data; name="${file.field ?? 'vedleggFile'}"; filename="${file.filename}"`
    const type = file.contentType ?? 'application/octet-stream'
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: ${disposition}\r\nContent-Type: ${type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    )
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`))
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  }
}
