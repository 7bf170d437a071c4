/**
 * What is wrong with a generated SVG, for the tests: it must be one well-formed <svg> element
 * that runs nothing and fetches nothing, since pages show it from our own origin.
 */
export function svgProblems(svg: string): string[] {
  const problems: string[] = []
  if (!svg.startsWith('<svg ') || !svg.endsWith('</svg>'))
    problems.push('not a single <svg> element')
  // The namespace declaration is a name, not a reference; anything else pointing out is. A
  // url(#id) names a gradient inside the same picture.
  const withoutNamespace = svg.replace('xmlns="http://www.w3.org/2000/svg"', '')
  for (const pattern of [/<script/i, /\son\w+=/i, /href/i, /url\((?!#)/i, /@import/i, /https?:/i]) {
    if (pattern.test(withoutNamespace)) problems.push(`contains ${pattern.source}`)
  }
  if (/&(?!amp;|lt;|gt;|quot;|apos;)/.test(svg)) problems.push('unescaped &')
  problems.push(...unbalancedTags(svg))
  return problems
}

function unbalancedTags(svg: string): string[] {
  const open: string[] = []
  for (const [, closing, name, selfClosing] of svg.matchAll(/<(\/?)([a-zA-Z]+)[^<>]*?(\/?)>/g)) {
    if (selfClosing) continue
    if (!closing) open.push(name as string)
    else if (open.pop() !== name) return [`</${name}> does not close the open element`]
  }
  return open.length > 0 ? [`unclosed <${open.join('>, <')}>`] : []
}
