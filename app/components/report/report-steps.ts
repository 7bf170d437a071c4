import type { ReactNode } from 'react'
import type { z } from 'zod'

/** One step of a report form with JavaScript; without it, one part of the one page. */
export interface ReportStep {
  title: string
  /**
   * The form names in this step, checked before the next: `fieldsOf` the step's part of the
   * report's schema, so the schema has no field that is on no step (the attachments step has
   * the file field, which the schema does not hold). A group's rows
   * (`meldeplikt_importoerer.0.navn`) are covered by its name.
   */
  fields: readonly string[]
  content: ReactNode
}

/** A step's form names: the fields of its part of the report's schema (domain/reports). */
export const fieldsOf = (schema: z.ZodObject): readonly string[] => Object.keys(schema.shape)

/** Whether a form name is one of `fields`, or in a row of one of them. */
export function inFields(fields: readonly string[], name: string): boolean {
  return fields.some((field) => name === field || name.startsWith(`${field}.`))
}

/**
 * The index of the step a problem's form name is on, where the form takes the sender to fix it;
 * -1 for a problem of no field (the captcha, the form as a whole).
 */
export function stepOf(steps: readonly Pick<ReportStep, 'fields'>[], name: string): number {
  return steps.findIndex((step) => inFields(step.fields, name))
}

/**
 * The shown problems whose fields are still wrong, as shown (a text that changed at every key
 * press would read as a telling-off); the problems of no field stay until the form is sent.
 * The same object when nothing was put right, so nothing draws again.
 */
export function stillWrong<T>(shown: Record<string, T>, found: Record<string, T>) {
  const kept = Object.fromEntries(
    Object.entries(shown).filter(([name]) => name in found || NOT_A_FIELD.has(name)),
  )
  return Object.keys(kept).length === Object.keys(shown).length ? shown : kept
}

const NOT_A_FIELD = new Set(['captcha', 'form'])
