import { CaptchaField } from '../form/captcha-field.tsx'
import { QuestionField, type QuestionView } from './question-field.tsx'
import { useReportField } from './report-form-state.tsx'

/** The ALTCHA widget with JavaScript, the sum without; the error shows under both. */
export function CaptchaArea({ question, attempt }: { question: QuestionView; attempt: number }) {
  const field = useReportField('captcha')
  return (
    <>
      <CaptchaField error={field.error} attempt={attempt || undefined} />
      <QuestionField question={question} />
    </>
  )
}
