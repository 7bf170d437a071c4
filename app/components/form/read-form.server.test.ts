import { describe, expect, it } from 'vitest'
import { UNREADABLE_FORM } from './form-answer.ts'
import { MAX_FORM_FIELDS, readForm } from './read-form.server.ts'

const post = (body: BodyInit | null, contentType?: string) =>
  new Request('http://localhost/innmelding/meldeplikt', {
    method: 'POST',
    body,
    headers: contentType ? { 'content-type': contentType } : {},
  })

/** The status readForm refuses the post with, or 'read' when it gives a form. */
async function outcome(request: Request): Promise<number | 'read'> {
  try {
    await readForm(request)
    return 'read'
  } catch (error) {
    // The thrown answer is the data() React Router draws as the error page.
    const answer = error as { type: string; data: unknown; init: ResponseInit }
    expect(answer.data).toBe(UNREADABLE_FORM)
    return answer.init.status!
  }
}

describe('readForm', () => {
  it('reads a urlencoded form, invalid percent-encoding and all, and a whole multipart one', async () => {
    const form = await readForm(post('navn=Kari&a=%zz&b=%', 'application/x-www-form-urlencoded'))
    expect([...form]).toEqual([
      ['navn', 'Kari'],
      ['a', '%zz'],
      ['b', '%'],
    ])
    const multipart = new FormData()
    multipart.append('navn', 'Kari')
    expect(
      (await readForm(new Request('http://localhost/', { method: 'POST', body: multipart }))).get(
        'navn',
      ),
    ).toBe('Kari')
  })

  it('answers 415 for a body no form sends: JSON, plain text, none', async () => {
    expect(await outcome(post('{"navn":"Kari"}', 'application/json'))).toBe(415)
    expect(await outcome(post('navn=Kari', 'text/plain'))).toBe(415)
    expect(await outcome(post('navn=Kari', ';;;'))).toBe(415)
    expect(await outcome(post(null))).toBe(415)
  })

  it('answers 400 for a multipart body that cannot be read', async () => {
    const part = '--x\r\nContent-Disposition: form-data; name="navn"\r\n\r\nKari\r\n--x--\r\n'
    expect(await outcome(post(part, 'multipart/form-data'))).toBe(400)
    expect(await outcome(post(part.slice(0, 30), 'multipart/form-data; boundary=x'))).toBe(400)
    expect(await outcome(post(part, 'multipart/form-data; boundary=other'))).toBe(400)
    expect(await outcome(post('{"a":1}', 'multipart/form-data; boundary=x'))).toBe(400)
  })

  it('answers 400 for more fields than any form has', async () => {
    const many = (count: number) => Array.from({ length: count }, (_, n) => `f${n}=1`).join('&')
    const type = 'application/x-www-form-urlencoded'
    expect(await outcome(post(many(MAX_FORM_FIELDS), type))).toBe('read')
    expect(await outcome(post(many(MAX_FORM_FIELDS + 1), type))).toBe(400)
  })
})
