/**
 * A report or an attachment refused for what it says rather than for its form: a product that is
 * not listed, a category that does not exist, a file of the wrong kind or one too many. `key` is
 * an i18n key (`reports.*`) filled with `values`; `field` is the wire name at fault, which fills
 * `{name}` unless the values name something else (a file).
 */
export class ReportRejected extends Error {
  readonly key: string
  readonly field: string
  readonly values: Record<string, string | number>
  constructor(key: string, field: string, values: Record<string, string | number> = {}) {
    super(`${key}: ${field}`)
    this.key = key
    this.field = field
    this.values = values
  }
}
