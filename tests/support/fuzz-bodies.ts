import fc from 'fast-check'
import type { FuzzRoute } from './fuzz-routes.ts'
import { brokenObject, nastyValue, SAMPLE_STRINGS } from './fuzz-values.ts'

/** A body as the fuzz test describes it; fuzz-send.ts makes the bytes when the request is sent. */
export type FuzzBody =
  | { kind: 'json'; value: unknown; contentType: string }
  | { kind: 'raw'; text: string; contentType: string }
  | { kind: 'oversize'; bytes: number; contentType: string }
  | { kind: 'multipart'; fields: [string, string][]; file?: FuzzFile; damage: string | null }

export interface FuzzFile {
  field: string
  filename: string
  bytes: 'png' | 'pdf' | 'text' | 'empty' | 'random'
}

/** Ids and references that exist in the fuzz test's database, so some requests find rows. */
export interface KnownValues {
  references: string[]
  subscriptionIds: number[]
}

const WRONG_CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/xml',
  'multipart/form-data',
  'multipart/form-data; boundary=x',
  'application/json; charset=latin1',
  'application/json; charset=utf-16',
  'application/octet-stream',
  'application/vnd.api+json',
  '',
  ';;;',
  'application/json, text/plain',
]

const BROKEN_JSON = [
  '',
  '{',
  '{"a":',
  '[',
  'null',
  '[]',
  '"x"',
  '1',
  'undefined',
  '\ufeff{}',
  '{"a":1,}',
  "{'a':1}",
  '{"__proto__":{"x":1}}',
  '{"constructor":{"prototype":{"x":1}}}',
  '{"a":"\\ud800"}',
  '{"a":1e999999}',
  '\u0000',
]

/** A body for the route: its JSON schema's, broken JSON, a wrong type, too large, multipart. */
export function bodyArbitrary(
  route: FuzzRoute,
  known: KnownValues,
): fc.Arbitrary<FuzzBody | undefined> {
  const common = [
    { weight: 1, arbitrary: fc.constant(undefined) },
    {
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constant('raw' as const),
        text: fc.oneof(fc.constantFrom(...BROKEN_JSON), deepJson),
        contentType: fc.constant('application/json'),
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constant('raw' as const),
        text: fc.oneof(fc.constantFrom(...BROKEN_JSON), fc.string()),
        contentType: fc.constantFrom(...WRONG_CONTENT_TYPES),
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constant('oversize' as const),
        bytes: fc.constantFrom(1_100_000, 16_000_000),
        contentType: fc.constantFrom('application/json', 'multipart/form-data; boundary=x'),
      }),
    },
    { weight: 1, arbitrary: multipartArbitrary(known) },
  ]
  if (route.body) {
    const json = fc.record({
      kind: fc.constant('json' as const),
      value: fc.oneof({ weight: 6, arbitrary: brokenObject(route.body) }, nastyValue),
      contentType: fc.constantFrom('application/json', 'application/json; charset=utf-8'),
    })
    return fc.oneof({ weight: 12, arbitrary: json }, ...common)
  }
  if (route.multipart || route.method === 'POST') {
    return fc.oneof({ weight: 6, arbitrary: multipartArbitrary(known) }, ...common)
  }
  return fc.oneof({ weight: 6, arbitrary: fc.constant(undefined) }, ...common)
}

// Deep nesting, as raw text: JSON.stringify of such a value would already be the test's problem.
const deepJson = fc
  .tuple(fc.integer({ min: 100, max: 200_000 }), fc.constantFrom('[', '{"a":'))
  .map(([depth, open]) => open.repeat(depth) + '1' + (open === '[' ? ']' : '}').repeat(depth))

const FIELD_NAMES = ['bekymringId', 'meldepliktId', 'fileName', 'vedleggFile', 'List-Unsubscribe']

function multipartArbitrary(known: KnownValues): fc.Arbitrary<FuzzBody> {
  const fieldValue = fc.oneof(
    fc.constantFrom(...known.references, ...SAMPLE_STRINGS, 'One-Click', 'bilde.png'),
    fc.string({ unit: 'grapheme', maxLength: 40 }),
    fc.constantFrom('x'.repeat(2_000), '', '\u0000', '../../x.png'),
  )
  return fc.record({
    kind: fc.constant('multipart' as const),
    fields: fc.array(fc.tuple(fc.oneof(fc.constantFrom(...FIELD_NAMES), fc.string()), fieldValue), {
      maxLength: 8,
    }),
    file: fc.option(
      fc.record({
        field: fc.constantFrom('vedleggFile', 'vedleggFile', 'annet'),
        filename: fc.oneof(
          fc.constantFrom('bilde.png', 'a.pdf', 'x.exe', '', '../../etc/passwd', 'ø'.repeat(300)),
          fc.string(),
        ),
        bytes: fc.constantFrom('png', 'pdf', 'text', 'empty', 'random'),
      }),
      { nil: undefined },
    ),
    damage: fc.constantFrom(null, null, null, 'truncate', 'no-boundary', 'wrong-boundary'),
  })
}
