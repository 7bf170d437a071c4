import type { FastifyReply, FastifyRequest } from 'fastify'
import { format } from '../i18n/format.ts'
import { nb } from '../i18n/nb.ts'
import { ATTACHMENT_LIMITS, formatBytes } from '../domain/reports/attachment-rules.ts'
import { HttpProblem } from './errors.ts'

/** The parts of one upload (spec: bekymringId or meldepliktId, fileName, vedleggFile). */
export interface UploadForm {
  fields: Record<string, string>
  file?: { filename: string; bytes: Buffer }
}

// Room for the other fields and the part headers around the file in a multipart body.
const MULTIPART_OVERHEAD = 64 * 1024

const problem = (message: string) => new HttpProblem(400, 'INVALID_ATTACHMENT', message)

const tooLarge = (name: string, bytes: number | undefined) =>
  problem(
    format(nb.reports.files.tooLarge, {
      name,
      size: bytes ? formatBytes(bytes) : `> ${formatBytes(ATTACHMENT_LIMITS.maxBytes)}`,
      max: formatBytes(ATTACHMENT_LIMITS.maxBytes),
    }),
  )

/**
 * The body's size when its Content-Length says it is too large: such a body is refused as soon
 * as its file part begins (the file name is in the fields before it, and the spec's message
 * names the file), and the connection closed so the rest is not sent for nothing.
 */
function oversizeLength(request: FastifyRequest): number | undefined {
  const length = Number(request.headers['content-length'])
  return Number.isFinite(length) && length > ATTACHMENT_LIMITS.maxBytes + MULTIPART_OVERHEAD
    ? length
    : undefined
}

/**
 * Reads the multipart body: a few short fields and one file, which busboy stops at the size
 * limit, so an oversize file is never held whole (a body without Content-Length included).
 */
export async function readUpload(
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<UploadForm> {
  if (!request.isMultipart()) throw problem(nb.reports.files.noMessage)
  const oversize = oversizeLength(request)
  const refuseOversize = (fileName: string) => {
    reply.header('connection', 'close')
    return tooLarge(fileName, oversize)
  }
  const form: UploadForm = { fields: {} }
  const parts = request.parts({
    limits: {
      fileSize: ATTACHMENT_LIMITS.maxBytes,
      files: 1,
      fields: 5,
      fieldSize: 1024,
      parts: 6,
    },
  })
  let name = nb.reports.files.unnamed
  try {
    for await (const part of parts) {
      if (part.type === 'field') form.fields[part.fieldname] = String(part.value)
      else if (part.fieldname !== 'vedleggFile') await part.toBuffer()
      else {
        name = part.filename || form.fields.fileName || name
        if (oversize) throw refuseOversize(name)
        form.file = { filename: part.filename, bytes: await part.toBuffer() }
      }
    }
  } catch (error) {
    if (error instanceof HttpProblem) throw error
    const code = (error as { code?: string }).code
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(name, undefined)
    throw problem(nb.errors.BAD_REQUEST)
  }
  if (oversize) throw refuseOversize(name)
  return form
}
