/**
 * Placeholders that hold a number which names something (a product's id, a year, a row's
 * number) rather than counts it: written as they are, never grouped ('fødselsår 2015').
 */
const IDENTIFIERS = new Set(['id', 'aar', 'number', 'reference', 'gitid'])

/**
 * Groups thousands with a no-break space ('2 000', '12 345'), as Norwegian writes them; in the
 * English texts the same space is the SI style, which reads unambiguously there too. Written by
 * hand, as Intl.NumberFormat('nb-NO') would: a page's first Intl object makes the browser load
 * its locale data, a long task that held up the first pages on a phone (decision 056). Numbers
 * JavaScript writes with an exponent or more than 20 decimals are rare enough to leave to Intl.
 */
export function groupedNumber(value: number): string {
  const [whole, fraction = ''] = String(Math.abs(value)).split('.')
  if (/e/.test(whole + fraction) || fraction.length > 20) return intlGrouped().format(value)
  const sign = value < 0 || Object.is(value, -0) ? '\u2212' : ''
  const groups = whole!.replace(/\B(?=(\d{3})+$)/g, '\u00a0')
  return fraction ? `${sign}${groups},${fraction}` : `${sign}${groups}`
}

let intl: Intl.NumberFormat | undefined
const intlGrouped = () => (intl ??= new Intl.NumberFormat('nb-NO', { maximumFractionDigits: 20 }))

/**
 * Fills `{name}` placeholders, the form the spec's messages use ('{name} er {size}, ...'). A
 * number that counts something is written with its thousands grouped.
 */
export function format(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => {
    if (!(key in values)) return whole
    const value = values[key]!
    return typeof value === 'number' && !IDENTIFIERS.has(key) && Number.isFinite(value)
      ? groupedNumber(value)
      : String(value)
  })
}
