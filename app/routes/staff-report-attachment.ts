import { servicesContext } from '#app-context'
import { downloadAttachment } from '../../domain/staff/inbox/download-attachment.ts'
import { refusalsAsStatus, reportRef } from '../components/staff/inbox/report-actions.server.ts'
import { signedInStaff } from '../components/staff/staff-area.server.ts'
import { unlessUnavailable } from '../unavailable.server.ts'
import type { Route } from './+types/staff-report-attachment.ts'

/** RFC 6266: the file's own name for browsers that read it, an ASCII stand-in for the rest. */
function disposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_')
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`
}

/**
 * A report's file, for staff of an authority whose inbox it is in: always a download, never shown
 * in the browser, with its type as detected from its bytes and nosniff. Each download is audited.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const actor = signedInStaff(context)
  const ref = reportRef(params)
  const fileId = Number(params.fileId)
  if (!/^\d{1,9}$/.test(params.fileId)) throw new Response(null, { status: 404 })
  const { db } = context.get(servicesContext)
  const file = await unlessUnavailable(
    refusalsAsStatus(() => downloadAttachment(db, actor, ref, fileId)),
  )
  return new Response(new Uint8Array(file.data), {
    headers: {
      'Content-Type': file.innholdstype,
      'Content-Disposition': disposition(file.filnavn),
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
    },
  })
}
