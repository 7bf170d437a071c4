import { readFile } from 'node:fs/promises'
import {
  cleanFileName,
  extensionOf,
  fileProblem,
} from '../../../domain/reports/attachment-rules.ts'
import { detectFileContentType } from '../../../domain/reports/detect-content.ts'
import type { Problem } from '../../../domain/reports/fields.ts'
import { saveAttachment } from '../../../domain/reports/save-attachment.ts'
import type { DbOrTransaction } from '../../../domain/reports/save-report.ts'
import { nb } from '../../../i18n/nb.ts'
import type { ReceivedFile } from '../form/streamed-form.server.ts'

/** A picked file that passed every check, still on disk, under the name it is kept by. */
interface CheckedFile {
  fileName: string
  path: string
}

export type FileCheck =
  { ok: true; files: CheckedFile[] } | { ok: false; problem: NonNullable<Problem> }

/**
 * The picked files, each checked as POST /vedlegg would check it, from disk and one at a time:
 * its name and size, then whether its bytes came already (by their hash), then what they are.
 * The first problem stops the form.
 */
export async function checkFiles(picked: readonly ReceivedFile[]): Promise<FileCheck> {
  const files: Array<CheckedFile & { sha256: string }> = []
  for (const file of picked) {
    const fileName = cleanFileName(file.name)
    const problem = fileProblem(
      { name: fileName, size: file.size },
      files.map((each) => ({ name: each.fileName })),
    )
    if (problem) return { ok: false, problem }
    if (files.some((each) => each.sha256 === file.sha256)) {
      return {
        ok: false,
        problem: { key: 'reports.files.alreadyAdded', params: { name: fileName } },
      }
    }
    if (!(await detectFileContentType(file.path, extensionOf(fileName) ?? ''))) {
      return {
        ok: false,
        problem: { key: 'reports.files.contentMismatch', params: { name: fileName } },
      }
    }
    files.push({ fileName, path: file.path, sha256: file.sha256 })
  }
  return { ok: true, files: files.map(({ fileName, path }) => ({ fileName, path })) }
}

/**
 * Adds the checked files to the report saved in `tx`, in its transaction. A file's bytes are
 * read into memory only here, one file at a time, as saving it needs them.
 */
export async function saveFiles(
  tx: DbOrTransaction,
  report: { kind: 'bekymring' | 'meldeplikt'; reference: string },
  files: readonly CheckedFile[],
) {
  for (const { fileName, path } of files) {
    await saveAttachment(tx, { ...report, fileName, bytes: await readFile(path) }, nb.reports)
  }
}
