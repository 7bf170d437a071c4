/** Fills `{name}` placeholders, the form the spec's messages use ('{name} er {size}, ...'). */
export function format(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  )
}
