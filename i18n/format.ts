/**
 * Placeholders that hold a number which names something (a product's id, a year, a row's
 * number) rather than counts it: written as they are, never grouped ('fødselsår 2015').
 */
const IDENTIFIERS = new Set(['id', 'aar', 'number', 'reference', 'gitid'])

/**
 * Groups thousands with a no-break space ('2 000', '12 345'), as Norwegian writes them; in the
 * English texts the same space is the SI style, which reads unambiguously there too.
 */
const grouped = new Intl.NumberFormat('nb-NO', { maximumFractionDigits: 20 })

/**
 * Fills `{name}` placeholders, the form the spec's messages use ('{name} er {size}, ...'). A
 * number that counts something is written with its thousands grouped.
 */
export function format(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => {
    if (!(key in values)) return whole
    const value = values[key]!
    return typeof value === 'number' && !IDENTIFIERS.has(key) && Number.isFinite(value)
      ? grouped.format(value)
      : String(value)
  })
}
