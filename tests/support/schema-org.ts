/**
 * A checker of JSON-LD against schema.org's vocabulary, for the types and properties this site
 * writes. The definitions below are schema.org's own (release 29, https://schema.org/version/29.0/):
 * each type's parent (rdfs:subClassOf), and each property's types it may describe
 * (schema:domainIncludes) and kinds of value it takes (schema:rangeIncludes). Writing a type or
 * property not listed here fails the check until it is added from schema.org, so nothing is
 * let through unchecked.
 */
const TYPES: Record<string, string | null> = {
  Thing: null,
  Product: 'Thing',
  Intangible: 'Thing',
  Brand: 'Intangible',
  Organization: 'Thing',
  CreativeWork: 'Thing',
  MediaObject: 'CreativeWork',
  ImageObject: 'MediaObject',
}

const PROPERTIES: Record<string, { domain: string[]; range: string[] }> = {
  name: { domain: ['Thing'], range: ['Text'] },
  description: { domain: ['Thing'], range: ['Text', 'TextObject'] },
  url: { domain: ['Thing'], range: ['URL'] },
  image: { domain: ['Thing'], range: ['ImageObject', 'URL'] },
  brand: {
    domain: ['Organization', 'Person', 'Product', 'Service'],
    range: ['Brand', 'Organization'],
  },
  gtin: { domain: ['Demand', 'Offer', 'Product'], range: ['Text', 'URL'] },
  model: { domain: ['Product'], range: ['ProductModel', 'Text'] },
  category: {
    domain: [
      'ActionAccessSpecification',
      'Invoice',
      'Offer',
      'PhysicalActivity',
      'Product',
      'Recommendation',
      'Service',
      'SpecialAnnouncement',
    ],
    range: ['CategoryCode', 'PhysicalActivityCategory', 'Text', 'Thing', 'URL'],
  },
}

/** schema.org's description of gtin: "8-, 12-, 13- or 14-digit" numbers (or a GS1 Digital Link URL). */
const GTIN_DIGITS = /^(\d{8}|\d{12,14})$/

/** The type and each of its ancestors, nearest first. */
function lineage(type: string): string[] {
  const chain: string[] = []
  for (let current: string | null | undefined = type; current; current = TYPES[current]) {
    chain.push(current)
  }
  return chain
}

function isAbsoluteUrl(value: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol)
  } catch {
    return false
  }
}

/** What is wrong with a JSON-LD document by schema.org's definitions; [] when nothing is. */
export function schemaOrgProblems(document: unknown): string[] {
  if (!isNode(document)) return ['$: not an object']
  const problems =
    document['@context'] === 'https://schema.org' ? [] : ['$: @context is not https://schema.org']
  return problems.concat(nodeProblems(document, '$'))
}

function isNode(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function nodeProblems(node: Record<string, unknown>, at: string): string[] {
  const type = node['@type']
  if (typeof type !== 'string' || !(type in TYPES)) return [`${at}: unknown @type ${String(type)}`]
  const types = lineage(type)
  return Object.entries(node).flatMap(([name, value]) => {
    if (name === '@type' || name === '@context') return []
    const property = PROPERTIES[name]
    if (!property) return [`${at}.${name}: not a schema.org property checked here`]
    if (!property.domain.some((domain) => types.includes(domain))) {
      return [`${at}.${name}: not a property of ${type}`]
    }
    const values = Array.isArray(value) ? value : [value]
    return values.flatMap((item, index) =>
      valueProblems(
        name,
        property.range,
        item,
        Array.isArray(value) ? `${at}.${name}[${index}]` : `${at}.${name}`,
      ),
    )
  })
}

function valueProblems(name: string, range: string[], value: unknown, at: string): string[] {
  if (typeof value === 'string') {
    if (!value.trim()) return [`${at}: empty`]
    if (name === 'gtin' && !GTIN_DIGITS.test(value) && !isAbsoluteUrl(value)) {
      return [`${at}: ${value} is no GTIN`]
    }
    if (range.includes('Text')) return []
    if (range.includes('URL'))
      return isAbsoluteUrl(value) ? [] : [`${at}: ${value} is no absolute URL`]
    return [`${at}: takes ${range.join(' or ')}, not text`]
  }
  if (isNode(value)) {
    const type = String(value['@type'])
    if (!lineage(type).some((ancestor) => range.includes(ancestor))) {
      return [`${at}: takes ${range.join(' or ')}, not ${type}`]
    }
    return nodeProblems(value, at)
  }
  return [`${at}: ${JSON.stringify(value)} is neither text nor a thing`]
}
