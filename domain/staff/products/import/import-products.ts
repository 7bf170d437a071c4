import type { Db } from '../../../../db/connection.ts'
import { produktImport } from '../../../../db/schema/index.ts'
import { recordAudit } from '../../audit/record-audit.ts'
import { insertDraft, type SaveBy } from '../drafts.ts'
import { assertMayEdit } from '../product-rules.ts'
import { keepUpload } from '../upload-image.ts'
import { knownReferences } from '../references.ts'
import { checkRows, firstPerCell, parseRows } from './check-rows.ts'
import { ImportRowsError } from './import-errors.ts'
import { readImportFile } from './import-file.ts'
import { preparePictures } from './import-pictures.ts'

/** What an import made: the import's id and how many drafts. */
export interface ImportResult {
  importId: number
  antall: number
}

/**
 * Imports a spreadsheet (XLSX or CSV) of products as drafts, all or none, with their pictures
 * when it comes in a zip with them (import-pictures.ts): every row is checked
 * by the product form's schema, the reference lists and the rules of who may change which
 * authority's products, and only a sheet without a single problem is saved, in one
 * transaction. Throws ImportFileError for a file that cannot be read as an import sheet and
 * ImportRowsError with a problem per cell for the rest.
 */
export async function importProducts(
  db: Db,
  by: SaveBy,
  file: { filnavn: string; bytes: Uint8Array },
): Promise<ImportResult> {
  const { sheet, pictures: files } = await readImportFile(file.bytes)
  const { rows, pictures, problems: cellProblems } = parseRows(sheet)
  // Outside the transaction: resizing takes a while and needs no database.
  const prepared = await preparePictures(pictures, files)
  const problems = [...cellProblems, ...prepared.problems]
  return db.transaction(async (tx) => {
    const known = await knownReferences(
      tx,
      rows.map((row) => row.fields),
    )
    const ruled = checkRows(by.actor, known, rows)
    if (problems.length || ruled.length) {
      const forbidden = ruled.some((problem) => problem.forbidden)
      const found = [...problems, ...ruled.map(({ forbidden: _forbidden, ...problem }) => problem)]
      throw new ImportRowsError(firstPerCell(found), forbidden)
    }
    const [record] = await tx
      .insert(produktImport)
      .values({
        ansattId: by.actor.id,
        tidspunkt: by.now,
        filnavn: file.filnavn.slice(0, 200),
        antall: rows.length,
      })
      .returning({ id: produktImport.id })
    await recordAudit(tx, {
      ansattId: by.actor.id,
      handling: 'produkt.importert',
      objekt: { type: 'import', id: record!.id },
      detaljer: { antall: rows.length },
      tidspunkt: by.now,
    })
    for (const row of rows) {
      // Checked above; asked again where the draft is written, as every save does.
      assertMayEdit(by.actor, row.fields.myndighet)
      const bilder = []
      for (const { image, alt } of prepared.ready.get(row.rad) ?? []) {
        bilder.push({ id: await keepUpload(tx, image, alt, row.fields.myndighet, by.now), alt })
      }
      const fields = { ...row.fields, bilder, hovedbilde: bilder[0]?.id ?? null }
      await insertDraft(tx, by, fields, record!.id)
    }
    return { importId: record!.id, antall: rows.length }
  })
}
