import { newQuestion } from '../../domain/captcha/question-captcha.ts'

/** A PDF of about `megabytes` MB whose bytes are its name's own (a message takes a file once). */
export function namedPdf(name: string, megabytes: number): Buffer {
  const line = `%${name} ${'x'.repeat(1000)}\n`
  const lines = line.repeat(Math.round(megabytes * 1024))
  return Buffer.from(`%PDF-1.4\n${lines}trailer << >>\n%%EOF\n`, 'latin1')
}

/**
 * The concern page's form as a browser without JavaScript posts it: `fields`, then the files
 * picked, then the sum answered, signed as a process with `captchaSecret` signs its questions.
 */
export function concernPageForm(
  captchaSecret: string,
  fields: Record<string, string>,
  files: Array<[name: string, bytes: Buffer]>,
): FormData {
  const question = newQuestion({
    secret: captchaSecret,
    cost: 1,
    maxCounter: 20,
    validSeconds: 600,
  })
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.set(name, value)
  for (const [name, bytes] of files) form.append('vedlegg', new Blob([new Uint8Array(bytes)]), name)
  form.set('sporsmal', question.token)
  form.set('sporsmal_svar', String(question.a + question.b))
  return form
}
