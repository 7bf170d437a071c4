import { z } from 'zod'
import { ignoredRecipients } from './fields.ts'

/** A report's fields by the step of its form that asks for them, in the form's order. */
type StepSchemas = Record<string, z.ZodObject>

/**
 * The steps' shapes as one. The shapes' union, put where a function takes its parameter, is
 * inferred as their intersection: every step's fields, all together.
 */
type AllFields<Steps extends StepSchemas> = {
  [Step in keyof Steps]: (shape: Steps[Step]['shape']) => void
}[keyof Steps] extends (shape: infer Shape) => void
  ? { [Field in keyof Shape]: Shape[Field] }
  : never

/**
 * A report's schema, made of its steps' schemas and nothing else but the recipients the API
 * accepts and ignores: a field cannot be added to a report without being put on a step, where
 * the form shows it and takes the sender to its problem.
 */
export function reportSchema<Steps extends StepSchemas>(steps: Steps) {
  const fields = Object.fromEntries(
    Object.values(steps).flatMap((step) => Object.entries(step.shape)),
  )
  return z.object({
    ...(fields as AllFields<Steps>),
    myndighet_reciepents: ignoredRecipients,
  })
}
