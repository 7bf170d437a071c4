/** A field of a parsed report that is not copied to a column as it is, and why. */
interface NotCopied {
  readonly notCopied: string
}

export const notCopied = (why: string): NotCopied => ({ notCopied: why })

/** `myndighet_reciepents`, which every report takes from the spec's client and throws away. */
export const RECIPIENTS_NOT_COPIED = notCopied('ignored: the routing decides who receives it')

/**
 * Where each field of a parsed report is saved: the column of the report's table it is copied
 * to, or `notCopied(why)`. Every field must be named, the optional ones too, so a field added to
 * a report's schema does not compile until its map says where it goes.
 */
export type ColumnMap<Input, Row> = {
  readonly [Field in keyof Input]-?: (keyof Row & string) | NotCopied
}

/** The columns a map fills, each with its field's type, for the insert to check. */
type Columns<Input, Map extends Record<keyof Input, string | NotCopied>> = {
  [Field in keyof Input as Map[Field] extends string ? Map[Field] : never]: Input[Field]
}

/** A parsed report's fields as the columns its map copies them to. */
export function toColumns<Input, const Map extends Record<keyof Input, string | NotCopied>>(
  map: Map,
  input: Input,
): Columns<Input, Map> {
  const columns: Record<string, unknown> = {}
  for (const field of Object.keys(map) as (keyof Input & keyof Map)[]) {
    const column = map[field]
    if (typeof column === 'string') columns[column] = input[field]
  }
  return columns as Columns<Input, Map>
}

/**
 * A saved report's columns as the parsed fields its map copied them from, so a saved report is
 * shown with the same field lines as its e-mail. A null column is a field not given. Fields not
 * copied are left for the caller.
 */
export function fromColumns<Input, const Map extends Record<keyof Input, string | NotCopied>>(
  map: Map,
  row: Record<string, unknown>,
): Input {
  const input: Record<string, unknown> = {}
  for (const [field, column] of Object.entries(map)) {
    if (typeof column === 'string') input[field] = row[column] ?? undefined
  }
  return input as Input
}
