import fc from 'fast-check'
import type { JsonSchema } from './fuzz-routes.ts'

/**
 * Values for the fuzz test, from the JSON Schemas the app's Zod schemas give: `plausible` ones
 * that mostly pass a schema (so a request gets past one field to the next), and `broken` ones
 * that break it: wrong types, out of range, too long, odd Unicode, deep nesting.
 */

/** Values a form sends that pass many of our rules, so plausible values reach deeper checks. */
export const SAMPLE_STRINGS = [
  'Hudkrem Glød',
  'Ola Nordmann',
  'Kari',
  'ola@example.no',
  '0150',
  '150',
  '7010',
  'NO',
  'SE',
  '974760673',
  '12345678',
  '+4712345678',
  '7038010055577',
  '01.02.2025',
  '2025-02-01',
  '2024-02-29',
  'JA',
  'NEI',
  'true',
  'on',
  '1',
  '1,2,3',
]

/**
 * Well-formed values for fields by their name, the spec's vocabulary, so that some requests pass
 * every schema and reach the captcha, the database and the domain's own checks.
 */
const FIELD_HINTS: [RegExp, string[]][] = [
  [/dato|^d[ft]$/, ['01.02.2025', '2025-02-01', '2024-02-29', '31.12.2024']],
  [/epost/, ['ola@example.no', 'kari.nordmann@example.com']],
  [/postnummer|pnr/, ['0150', '7010', '150', '9990']],
  [/telefon/, ['+4791234567', '22 33 44 55', '91234567']],
  [/organisasjonsnummer/, ['974760673', '974 760 673']],
  [/ean/, ['7038010009457', '96385074']],
  [/tollkode/, ['3304.99.00', '33049900']],
  [/land/, ['SE', 'DE', 'CN', 'se']],
  [/poststed|navn|sted/, ['Ola Nordmann', 'Kari', 'Oslo', 'Hudkrem Glød']],
  [/^(risiko|tiltak|myndighet)$/, ['1', '1,2', '2,3']],
  [/^q$/, ['krem', 'barn seng', 'glød']],
]

/** Values that are wrong almost anywhere, or odd enough to trip a parser or a database. */
export const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    null,
    true,
    false,
    0,
    -1,
    1.5,
    1e308,
    -1e308,
    2 ** 53,
    2 ** 31,
    '',
    ' ',
    '\u0000',
    '\u0000\u0007\u001b[31m\r\n',
    '\ud800',
    '\ufeff1',
    '١٢٣',
    '𝟙𝟚𝟛',
    'NaN',
    'Infinity',
    '-0',
    '1e309',
    '0x10',
    ' 1 ',
    '2025-02-30',
    '31.02.2025',
    '0000-00-00',
    '9999-12-31',
    '1900-01-01',
    '__proto__',
    'constructor',
    "'; drop table produkt; --",
    '%',
    '%00',
    '../../etc/passwd',
    '<script>alert(1)</script>',
    'ø'.repeat(300),
    '👩‍👩‍👧'.repeat(100),
    'x'.repeat(5_000),
    '9'.repeat(400),
    [],
    [1, 2],
    ['a'],
    {},
    { __proto__: { admin: true } },
    JSON.parse('{"__proto__":{"polluted":1}}'),
  ),
  fc.string({ unit: 'grapheme', maxLength: 50 }),
  fc.string({ unit: 'binary', maxLength: 50 }),
  fc.integer(),
  fc.double({ noNaN: true }),
  fc.constantFrom(...SAMPLE_STRINGS),
  fc.integer({ min: 50, max: 3_000 }).map((depth) => nested(depth)),
  fc.integer({ min: 1_000, max: 70_000 }).map((length) => 'a'.repeat(length)),
  fc.jsonValue({ maxDepth: 3 }),
)

function nested(depth: number): unknown {
  let value: unknown = 1
  for (let level = 0; level < depth; level++) value = level % 2 ? [value] : { a: value }
  return value
}

/** A value the schema mostly accepts, biased to ids and strings that exist in the fixture. */
export function plausible(schema: JsonSchema | undefined, name = ''): fc.Arbitrary<unknown> {
  if (!schema) return fc.oneof(fc.constant(undefined), nastyValue)
  if (schema.anyOf) return fc.oneof(...schema.anyOf.map((option) => plausible(option, name)))
  if (schema.enum) return fc.constantFrom(...schema.enum)
  switch (Array.isArray(schema.type) ? schema.type[0] : schema.type) {
    case 'integer':
      return fc.oneof(
        fc.integer({ min: Math.max(schema.minimum ?? 0, 0), max: 20 }),
        fc.integer({ min: schema.minimum ?? -(2 ** 31), max: schema.maximum ?? 2 ** 31 }),
      )
    case 'number':
      return fc.double({ min: schema.minimum, max: schema.maximum, noNaN: true })
    case 'boolean':
      return fc.boolean()
    case 'null':
      return fc.constant(null)
    case 'array':
      return fc.array(plausible(schema.items, name), {
        maxLength: Math.min(schema.maxItems ?? 3, 3),
      })
    case 'object':
      return plausibleObject(schema)
    case 'string':
      return plausibleString(schema, name)
    default:
      return nastyValue
  }
}

function plausibleString(schema: JsonSchema, name: string): fc.Arbitrary<string> {
  const hint = FIELD_HINTS.find(([pattern]) => pattern.test(name))?.[1]
  if (hint)
    return fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...hint) }, plausibleString(schema, ''))
  const choices: fc.Arbitrary<string>[] = [
    fc.constantFrom(...SAMPLE_STRINGS),
    fc.string({ maxLength: Math.min(schema.maxLength ?? 30, 30) }),
  ]
  if (schema.format === 'email') choices.push(fc.emailAddress())
  if (schema.pattern) {
    try {
      choices.push(fc.stringMatching(new RegExp(schema.pattern)).map((s) => s.slice(0, 500)))
    } catch {
      // A pattern fast-check cannot read: the samples and random strings do.
    }
  }
  return fc.oneof(...choices)
}

function plausibleObject(schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const required = new Set(schema.required ?? [])
  // Optional fields are mostly left out, as most senders do: each one given is one more chance
  // for the whole to be refused before it gets anywhere.
  const entries = Object.entries(schema.properties ?? {}).map(([name, property]) => {
    const value = plausible(property, name).map((item) => [name, item] as const)
    return required.has(name)
      ? value
      : fc.oneof({ weight: 3, arbitrary: fc.constant(undefined) }, value)
  })
  return fc
    .tuple(...entries)
    .map((pairs) => Object.fromEntries(pairs.filter((pair) => pair !== undefined)))
}

/** A value the schema refuses (or very nearly refuses): of the wrong kind or just past a limit. */
export function broken(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  const edges: unknown[] = []
  if (schema?.maximum !== undefined) edges.push(schema.maximum + 1, schema.maximum + 0.5)
  if (schema?.minimum !== undefined) edges.push(schema.minimum - 1, schema.minimum - 0.5)
  if (schema?.maxLength !== undefined) {
    edges.push('x'.repeat(schema.maxLength + 1), 'æ'.repeat(schema.maxLength + 1))
  }
  if (schema?.minLength) edges.push('')
  if (schema?.enum) edges.push(...schema.enum.map((value) => String(value).toLowerCase() + ' '))
  if (schema?.maxItems !== undefined)
    edges.push(Array.from({ length: schema.maxItems + 1 }, () => 1))
  if (schema?.type === 'integer') edges.push(String(Number.MAX_SAFE_INTEGER), '12abc', 1.0000001)
  const wrapped = schema ? [plausible(schema).map((value) => [value, value])] : []
  return edges.length
    ? fc.oneof(fc.constantFrom(...edges), nastyValue, ...wrapped)
    : fc.oneof(nastyValue, ...wrapped)
}

/** A plausible object with a few of its fields broken, left out, or joined by strangers. */
export function brokenObject(schema: JsonSchema): fc.Arbitrary<unknown> {
  const names = Object.keys(schema.properties ?? {})
  const mutation = fc.oneof(
    names.length
      ? fc.constantFrom(...names).chain((name) =>
          broken(schema.properties![name]).map((value) => ({
            kind: 'break' as const,
            name,
            value,
          })),
        )
      : fc.constant({ kind: 'none' as const }),
    fc.record({ kind: fc.constant('drop' as const), name: fc.constantFrom(...names, 'none') }),
    fc.record({ kind: fc.constant('extra' as const), name: fc.string(), value: nastyValue }),
  )
  return fc
    .oneof(
      {
        weight: 8,
        arbitrary: fc.tuple(
          plausibleObject(schema),
          fc.oneof(fc.constant([]), fc.array(mutation, { minLength: 1, maxLength: 3 })),
        ),
      },
      { weight: 1, arbitrary: fc.tuple(fc.constant({}), fc.constant([])) },
    )
    .map(([object, mutations]) => {
      const copy: Record<string, unknown> = { ...object }
      for (const change of mutations) {
        if (change.kind === 'break') copy[change.name] = change.value
        if (change.kind === 'drop') delete copy[change.name]
        if (change.kind === 'extra') copy[change.name] = change.value
      }
      return copy
    })
}
