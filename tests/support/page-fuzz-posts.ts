import fc from 'fast-check'
import type { FuzzFile } from './fuzz-bodies.ts'
import type { JsonSchema } from './fuzz-routes.ts'
import { brokenObject, nastyValue, plausible, SAMPLE_STRINGS } from './fuzz-values.ts'
import type { PageForm } from './page-fuzz-forms.ts'

/**
 * A page form post as the page fuzz test describes it; page-fuzz-send.ts makes the bytes. Its
 * fields come from the form's own schema (mostly plausible, some broken), joined by names no
 * form has: reserved ones, nested ones, and thousands of them.
 */
export interface PagePost {
  route: string
  path: string
  /** Posted to `path.data`, as React Router's fetch posts a form when JavaScript runs. */
  data: boolean
  fields: [string, string][]
  encoding: 'urlencoded' | 'multipart'
  /** What is wrong with the body or its type, beyond its fields. */
  damage: Damage | null
  file?: FuzzFile
  captcha: 'solved' | 'forged' | 'none'
  /** From the one address many posts share (so the form limit answers 429), not its own. */
  shared: boolean
}

export type Damage = (typeof DAMAGES)[number]

const DAMAGES = [
  'json',
  'text-plain',
  'no-content-type',
  'odd-content-type',
  'no-boundary',
  'wrong-boundary',
  'truncated',
  'garbage-multipart',
  'bad-percent',
  'empty',
] as const

const RESERVED = ['__proto__', 'constructor', 'prototype']

/** Names that once reached a prototype, or could: in every place a name has parts. */
function hostileNames(form: PageForm): fc.Arbitrary<string> {
  const fields = Object.keys(form.schema.properties ?? {})
  const groups = form.groups.length ? form.groups : ['meldeplikt_importoerer']
  return fc.oneof(
    fc.constantFrom(...RESERVED, '__proto__[kjonn]', 'a[__proto__][x]', '__proto__.kjonn'),
    fc
      .tuple(
        fc.constantFrom(...groups),
        fc.constantFrom(...RESERVED),
        fc.constantFrom('kjonn', 'x'),
      )
      .map(([group, reserved, field]) => `${group}.${reserved}.${field}`),
    fc
      .tuple(fc.constantFrom(...groups), fc.constantFrom(...RESERVED))
      .map(([group, reserved]) => `${group}.0.${reserved}`),
    fc
      .tuple(fc.constantFrom(...RESERVED, ...fields), fc.constantFrom(...RESERVED))
      .map(([first, second]) => `${first}.${second}`),
    fc.constantFrom('constructor.prototype.kjonn', 'prototype.constructor', 'toString', 'valueOf'),
  )
}

/** Names with parts where none belong, or row numbers no form gives. */
function nestedNames(form: PageForm): fc.Arbitrary<string> {
  const fields = Object.keys(form.schema.properties ?? {})
  const groups = form.groups.length ? form.groups : ['hendelse_skadedePersoner']
  const index = fc.constantFrom(
    '-1',
    '100',
    '99',
    '1e3',
    '01',
    '0x1',
    '',
    'NaN',
    '4294967295',
    ' 1',
  )
  return fc.oneof(
    fc
      .tuple(fc.constantFrom(...groups), index, fc.constantFrom('navn', 'kjonn', ''))
      .map(([group, at, field]) => `${group}.${at}.${field}`),
    fc
      .tuple(fc.constantFrom(...groups, ...fields), fc.integer({ min: 2, max: 40 }))
      .map(([name, depth]) => `${name}${'.0'.repeat(depth)}`),
    fc.constantFrom('.', '..', '...', 'a..b', '.navn', 'navn.', `${groups[0]}.0`, `${groups[0]}`),
    fc.string({ maxLength: 20 }),
    fc.constant('x'.repeat(5_000)),
  )
}

/** Thousands of fields: one name repeated, many names, or many group rows. */
const hugeFields = (form: PageForm): fc.Arbitrary<[string, string][]> =>
  fc
    .tuple(
      fc.constantFrom('repeat', 'distinct', 'rows'),
      fc.constantFrom(999, 1_001, 5_000, 30_000),
    )
    .map(([kind, count]) =>
      Array.from({ length: count }, (_, n): [string, string] => {
        if (kind === 'repeat') return [form.lists[0] ?? 'navn', '1']
        if (kind === 'distinct') return [`felt${n}`, '']
        return [`${form.groups[0] ?? 'rad'}.${n % 200}.navn`, 'x']
      }),
    )

/** Without JavaScript a group's add and remove buttons post the form under these names. */
function rowButtons(form: PageForm): fc.Arbitrary<[string, string][]> {
  const groups = form.groups.length ? form.groups : ['x']
  const value = fc.oneof(
    fc.constantFrom(...groups, ...RESERVED, '', '__proto__.0'),
    fc
      .tuple(fc.constantFrom(...groups), fc.constantFrom('0', '1', '99', '-1', '__proto__', '1e9'))
      .map(([group, at]) => `${group}.${at}`),
  )
  return fc.tuple(fc.constantFrom('_leggtil', '_fjern'), value).map((pair) => [pair])
}

/** A value as a form field holds it: text. */
function text(value: unknown): string {
  if (typeof value === 'string') return value
  if (value === null || value === undefined) return ''
  if (typeof value === 'object') return JSON.stringify(value) ?? ''
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') {
    return String(value)
  }
  return ''
}

/** An object as the form posts it: lists repeat their name, group rows are `group.i.field`. */
function formPairs(value: unknown, form: PageForm): [string, string][] {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return [['', text(value)]]
  const pairs: [string, string][] = []
  for (const [name, field] of Object.entries(value)) {
    if (!Array.isArray(field)) pairs.push([name, text(field)])
    else if (!form.groups.includes(name)) for (const item of field) pairs.push([name, text(item)])
    else {
      field.forEach((row: unknown, index) => {
        const cells = row && typeof row === 'object' ? Object.entries(row) : [['navn', row]]
        for (const [cell, item] of cells)
          pairs.push([`${name}.${index}.${String(cell)}`, text(item)])
      })
    }
  }
  return pairs
}

function schemaFields(form: PageForm): fc.Arbitrary<[string, string][]> {
  const schema: JsonSchema = form.schema
  return fc
    .oneof(
      { weight: 2, arbitrary: plausible(schema) },
      { weight: 3, arbitrary: brokenObject(schema) },
    )
    .map((value) => formPairs(value, form))
}

const fieldValue = fc.oneof(
  fc.constantFrom(...SAMPLE_STRINGS),
  nastyValue.map(text),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
)

/** The fields of one post: the schema's, with strangers mixed in now and then. */
function postFields(form: PageForm): fc.Arbitrary<[string, string][]> {
  const stranger = fc.tuple(fc.oneof(hostileNames(form), nestedNames(form)), fieldValue)
  return fc
    .tuple(
      schemaFields(form),
      fc.oneof(
        { weight: 3, arbitrary: fc.constant([]) },
        { weight: 4, arbitrary: fc.array(stranger, { minLength: 1, maxLength: 6 }) },
        { weight: 1, arbitrary: hugeFields(form) },
        { weight: 1, arbitrary: rowButtons(form) },
      ),
      fc.boolean(),
    )
    .map(([fields, extra, strangersFirst]) =>
      strangersFirst ? [...extra, ...fields] : [...fields, ...extra],
    )
}

const fileArbitrary = (
  fields: readonly string[] = ['vedlegg', 'vedlegg', '__proto__', 'produkt_navn'],
): fc.Arbitrary<FuzzFile> =>
  fc.record({
    field: fc.constantFrom(...fields),
    filename: fc.oneof(
      fc.constantFrom('bilde.png', 'a.pdf', 'x.exe', '', '../../etc/passwd', '__proto__'),
      fc.string({ maxLength: 20 }),
    ),
    bytes: fc.constantFrom('png', 'pdf', 'text', 'empty', 'random'),
  })

/** A post to one of the forms: mostly whole bodies of a form's own encodings, some damaged. */
export function pagePost(form: PageForm): fc.Arbitrary<PagePost> {
  return fc.record({
    route: fc.constant(form.route),
    path: fc.constantFrom(...form.paths),
    data: chance(1, 2),
    fields: postFields(form),
    encoding: fc.constantFrom('urlencoded', 'multipart'),
    damage: fc.oneof(
      { weight: 6, arbitrary: fc.constant(null) },
      { weight: 2, arbitrary: fc.constantFrom(...DAMAGES) },
    ),
    file: form.files
      ? fc.option(fileArbitrary(form.fileFields), { nil: undefined })
      : fc.constant(undefined),
    captcha: form.captcha
      ? fc.oneof(
          { weight: 1, arbitrary: fc.constant('solved' as const) },
          { weight: 6, arbitrary: fc.constantFrom('forged' as const, 'none' as const) },
        )
      : fc.constant('none' as const),
    shared: chance(1, 7),
  })
}

/** true `yes` times in `yes + no`. */
const chance = (yes: number, no: number) =>
  fc.oneof(
    { weight: yes, arbitrary: fc.constant(true) },
    { weight: no, arbitrary: fc.constant(false) },
  )
