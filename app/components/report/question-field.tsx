import { Paragraph } from '@digdir/designsystemet-react'
import { format } from '../../../i18n/format.ts'
import { useMessages } from '../messages/use-messages.ts'
import { TextField } from '../form/text-field.tsx'
import { QUESTION_ANSWER_FIELD, QUESTION_TOKEN_FIELD } from './report-kinds.ts'

export interface QuestionView {
  a: number
  b: number
  token: string
}

/**
 * Without JavaScript the proof-of-work captcha cannot run; a small sum takes its place
 * (decision 015). Inside <noscript>, so a page with JavaScript never shows or posts it.
 */
export function QuestionField({ question, error }: { question: QuestionView; error?: string }) {
  const r = useMessages().reports.form
  return (
    <noscript>
      <Paragraph>{r.questionIntro}</Paragraph>
      <input type="hidden" name={QUESTION_TOKEN_FIELD} value={question.token} />
      <TextField
        id="felt-sporsmal"
        name={QUESTION_ANSWER_FIELD}
        label={format(r.question, { a: question.a, b: question.b })}
        autoComplete="off"
        error={error}
      />
    </noscript>
  )
}
