/** A problem of one cell: its row in the spreadsheet, its column, and an i18n key. */
export interface ImportProblem {
  rad: number
  kolonne: string
  key: string
  params?: Record<string, string | number>
}

/** The file as a whole cannot be imported (unreadable, too long, columns unknown): `key` says why. */
export class ImportFileError extends Error {
  readonly key: string
  readonly params: Record<string, string | number>
  constructor(key: string, params: Record<string, string | number> = {}) {
    super(`import refused: ${key}`)
    this.key = `staffProducts.import.fileProblems.${key}`
    this.params = params
  }
}

/**
 * Some rows cannot be imported: nothing was. `forbidden` when a row names an authority whose
 * products this person may not change (the page answers 403 then, with the same report).
 */
export class ImportRowsError extends Error {
  readonly problems: ImportProblem[]
  readonly forbidden: boolean
  constructor(problems: ImportProblem[], forbidden: boolean) {
    super('import refused: rows')
    this.problems = problems
    this.forbidden = forbidden
  }
}
