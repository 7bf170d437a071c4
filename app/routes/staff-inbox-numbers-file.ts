import { Readable } from 'node:stream'
import { data } from 'react-router'
import { servicesContext } from '#app-context'
import { inboxNumbers, numbersFilterSchema } from '../../domain/staff/inbox/inbox-numbers.ts'
import { numbersSheets } from '../../domain/staff/inbox/numbers-sheets.ts'
import {
  CONTENT_TYPES,
  spreadsheetStream,
  type SpreadsheetFormat,
} from '../../domain/spreadsheets/spreadsheets.ts'
import { signedInStaff } from '../components/staff/staff-area.server.ts'
import { unlessUnavailable } from '../unavailable.server.ts'
import type { Route } from './+types/staff-inbox-numbers-file.ts'

const FORMATS: readonly SpreadsheetFormat[] = ['xlsx', 'csv']

/** /forvaltning/meldinger/tall/{xlsx,csv}: the numbers page's tables as a file, same period. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const actor = signedInStaff(context)
  const format = FORMATS.find((name) => name === params.format)
  if (!format) throw data(null, { status: 404 })
  const filter = numbersFilterSchema.parse(Object.fromEntries(new URL(request.url).searchParams))
  const numbers = await unlessUnavailable(
    inboxNumbers(context.get(servicesContext).db, actor, filter),
  )
  const { from, to } = numbers.period
  const body = Readable.toWeb(
    spreadsheetStream(format, numbersSheets(numbers)),
  ) as ReadableStream<Uint8Array>
  return new Response(body, {
    headers: {
      'Content-Type': CONTENT_TYPES[format],
      'Content-Disposition': `attachment; filename="meldinger-tall-${from}-${to}.${format}"`,
    },
  })
}
