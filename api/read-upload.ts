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
 * Refuses, before reading any of it, a body its Content-Length says is too large, and closes
 * the connection so the rest is not sent for nothing.
 */
export function refuseOversizeBody(request: FastifyRequest, reply: FastifyReply) {
  const length = Number(request.headers['content-length'])
  if (Number.isFinite(length) && length > ATTACHMENT_LIMITS.maxBytes + MULTIPART_OVERHEAD) {
    reply.header('connection', 'close')
    throw tooLarge(nb.reports.files.unnamed, length)
  }
}

/**
 * Reads the multipart body: a few short fields and one file, which busboy stops at the size
 * limit, so an oversize file is never held whole (a body without Content-Length included).
 */
export async function readUpload(request: FastifyRequest): Promise<UploadForm> {
  if (!request.isMultipart()) throw problem(nb.reports.files.noMessage)
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
        form.file = { filename: part.filename, bytes: await part.toBuffer() }
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(name, undefined)
    throw problem(nb.errors.BAD_REQUEST)
  }
  return form
}
