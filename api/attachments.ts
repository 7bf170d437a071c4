import fastifyMultipart from '@fastify/multipart'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { nb } from '../i18n/nb.ts'
import { cleanFileName } from '../domain/reports/attachment-rules.ts'
import { finishUploads } from '../domain/reports/finish-uploads.ts'
import { normalizeReference } from '../domain/reports/reference-number.ts'
import { saveAttachment, type Upload } from '../domain/reports/save-attachment.ts'
import type { ApiDependencies } from './context.ts'
import { apiErrorSchema, HttpProblem, notFound } from './errors.ts'
import { UPLOAD_RATE_LIMIT } from './rate-limit.ts'
import { readUpload, type UploadForm } from './read-upload.ts'
import { withReportRefusals } from './report-problems.ts'

const savedSchema = z.object({
  filnavn: z.string(),
  innholdstype: z.string().describe('Detected from the bytes'),
  storrelse: z.number().int().describe('Bytes'),
})

/**
 * POST /vedlegg (multipart, one file a call) and POST /{bekymring|meldeplikt}/{id}/ferdig,
 * which says the sender is done sending files, so the message's e-mails can go (decision 033).
 * Files are never served back.
 */
export const attachmentRoutes: FastifyPluginAsyncZod<ApiDependencies> = async (app, deps) => {
  // throwFileSizeLimit: an oversize file is an error, never a silently truncated file.
  await app.register(fastifyMultipart, { throwFileSizeLimit: true })
  const config = { rateLimit: UPLOAD_RATE_LIMIT }

  app.post(
    '/vedlegg',
    {
      config,
      schema: {
        summary: 'Attach one file to a concern or duty-to-report message',
        description: `multipart/form-data: bekymringId or meldepliktId (the id the message got),
          fileName, vedleggFile. At most 10 files of 15 MB a message, within an hour of sending it;
          jpg, jpeg, png, gif, webp, heic, pdf, doc, docx, xls, xlsx, odt, txt, mp4, mov, checked
          by content.`,
        tags: ['innmelding'],
        consumes: ['multipart/form-data'],
        response: { 201: savedSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const upload = toUpload(await readUpload(request, reply))
      const saved = await withReportRefusals('INVALID_ATTACHMENT', () =>
        saveAttachment(deps.db, upload, nb.reports),
      )
      // The last file announced lets the message's e-mails go (decision 033).
      deps.mail?.wake()
      return reply.code(201).header('cache-control', 'no-store').send(saved)
    },
  )

  for (const kind of ['bekymring', 'meldeplikt'] as const) {
    app.post(
      `/${kind}/:id/ferdig`,
      {
        config,
        schema: {
          summary: `Say that the sender is done sending files with a ${kind} message`,
          description: `The receipt and the authority e-mails go now, with the files that
            arrived, rather than waiting for the rest of those announced.`,
          tags: ['innmelding'],
          params: z.object({
            id: z.string().max(40).describe('The reference number the message was answered with'),
          }),
          response: { 204: z.null(), 404: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const reference = normalizeReference(request.params.id)
        if (!reference || !(await finishUploads(deps.db, kind, reference))) throw notFound()
        deps.mail?.wake()
        return reply.code(204).header('cache-control', 'no-store').send(null)
      },
    )
  }
}

function toUpload(form: UploadForm): Upload {
  const { bekymringId, meldepliktId, fileName } = form.fields
  if (Boolean(bekymringId) === Boolean(meldepliktId)) {
    throw new HttpProblem(400, 'INVALID_ATTACHMENT', nb.reports.files.noMessage)
  }
  if (!form.file) throw new HttpProblem(400, 'INVALID_ATTACHMENT', nb.reports.required)
  return {
    kind: bekymringId ? 'bekymring' : 'meldeplikt',
    // A reference that cannot be one matches no message, which is refused as closed.
    reference: normalizeReference(bekymringId ?? meldepliktId ?? '') ?? '',
    fileName: cleanFileName(fileName?.trim() ? fileName : form.file.filename),
    bytes: form.file.bytes,
  }
}
