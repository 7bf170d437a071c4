import { Readable } from 'node:stream'
import { data } from 'react-router'
import { servicesContext } from '#app-context'
import { importTemplate } from '../../domain/staff/products/import/import-template.ts'
import {
  CONTENT_TYPES,
  spreadsheetStream,
  type SpreadsheetFormat,
} from '../../domain/spreadsheets/spreadsheets.ts'
import { signedInStaff } from '../components/staff/staff-area.server.ts'
import { unlessUnavailable } from '../unavailable.server.ts'
import type { Route } from './+types/staff-product-import-template.ts'

const FORMATS: readonly SpreadsheetFormat[] = ['xlsx', 'csv']

/** /forvaltning/produkter/import/mal/{xlsx,csv}: the import template, with one example row. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const staff = signedInStaff(context)
  const format = FORMATS.find((name) => name === params.format)
  if (!format) throw data(null, { status: 404 })
  const sheets = await unlessUnavailable(
    importTemplate(context.get(servicesContext).db, staff, format),
  )
  const body = Readable.toWeb(spreadsheetStream(format, sheets)) as ReadableStream<Uint8Array>
  return new Response(body, {
    headers: {
      'Content-Type': CONTENT_TYPES[format],
      'Content-Disposition': `attachment; filename="produkter-mal.${format}"`,
    },
  })
}
