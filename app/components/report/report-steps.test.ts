import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { ignoredRecipients } from '../../../domain/reports/fields.ts'
import { nb } from '../../../i18n/nb.ts'
import { concernSteps } from './concern-steps.tsx'
import { dutySteps } from './duty-steps.tsx'
import { observationSteps } from './observation-steps.tsx'
import { REPORT_FORMS, REPORT_KINDS, type ReportKind } from './report-kinds.ts'
import { stepOf, type ReportStep } from './report-steps.ts'
import { checkReport } from './report-values.ts'

/** Each form's steps as its page makes them, with empty reference lists. */
const STEPS: Record<ReportKind, ReportStep[]> = {
  observasjon: observationSteps(nb, { product: undefined, query: '', matches: [] }),
  bekymring: concernSteps(nb, { categories: [], product: undefined }),
  meldeplikt: dutySteps(nb, {
    categories: [],
    risks: [],
    measures: [],
    countries: [],
    countriesAbroad: [],
  }),
}

interface JsonSchema {
  type?: string
  properties?: Record<string, JsonSchema>
  items?: JsonSchema
}

const jsonSchema = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema

/** Every name a problem can have: fields, a list's items, a group row's fields (`a.0.b`). */
function problemNames(node: JsonSchema, path: string): string[] {
  const inner = (name: string) =>
    problemNames(node.properties![name]!, path ? `${path}.${name}` : name)
  const below = node.properties
    ? Object.keys(node.properties).flatMap(inner)
    : node.items
      ? problemNames(node.items, `${path}.0`)
      : []
  return path ? [path, ...below] : below
}

/** A value each field refuses: text with a NUL byte, a number below every minimum. */
function wrong(node: JsonSchema): unknown {
  if (node.properties) {
    return Object.fromEntries(
      Object.entries(node.properties).map(([name, field]) => [name, wrong(field)]),
    )
  }
  if (node.items) return [wrong(node.items)]
  return node.type === 'string' ? 'x\u0000' : -1
}

describe.each(REPORT_KINDS)('the steps of the %s form', (kind) => {
  const { schema } = REPORT_FORMS[kind]
  const steps = STEPS[kind]
  // The recipients the API accepts and throws away: they take anything, so never fail.
  const fields = Object.entries(schema.shape)
    .filter(([, field]) => field !== ignoredRecipients)
    .map(([name]) => name)

  it('name every field of the schema, group rows and list items too, each on one step', () => {
    const names = problemNames(jsonSchema(schema), '').filter((name) =>
      fields.includes(name.split('.')[0]!),
    )
    expect(names).toEqual(expect.arrayContaining(fields))
    expect(names.filter((name) => stepOf(steps, name) < 0)).toEqual([])
    const named = steps.flatMap((step) => step.fields)
    expect(named).toEqual([...new Set(named)])
  })

  it('take the sender to the step of every problem of a report wrong in every field', () => {
    const checked = checkReport(schema, wrong(jsonSchema(schema)) as Record<string, unknown>)
    const problems = checked.ok ? [] : Object.keys(checked.errors)
    expect(new Set(problems.map((name) => name.split('.')[0]))).toEqual(new Set(fields))
    expect(problems.filter((name) => stepOf(steps, name) < 0)).toEqual([])
  })
})

it('counts the rows of groups among the names a problem can have', () => {
  const names = REPORT_KINDS.flatMap((kind) =>
    problemNames(jsonSchema(REPORT_FORMS[kind].schema), ''),
  )
  expect(names).toEqual(
    expect.arrayContaining([
      'hendelse_skadedePersoner.0.kjonn',
      'hendelse_skadekonsekvens.0',
      'meldeplikt_importoerer.0.navn',
      'meldeplikt_forhandlere.0.land',
      'produkt_solgt_land.0',
    ]),
  )
  expect(stepOf(STEPS.meldeplikt, 'meldeplikt_importoerer.0.navn')).toBe(2)
  expect(stepOf(STEPS.bekymring, 'hendelse_skadedePersoner.3.aar')).toBe(3)
  expect(stepOf(STEPS.bekymring, 'captcha')).toBe(-1)
})
