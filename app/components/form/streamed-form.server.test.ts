import { createHash } from 'node:crypto'
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { until } from '../../../tests/support/until.ts'
import { UNREADABLE_FORM } from './form-answer.ts'
import { formFields } from './form-values.ts'
import { MAX_FORM_FIELDS } from './read-form.server.ts'
import {
  MAX_FIELD_BYTES,
  MAX_TEXT_BYTES,
  withStreamedForm,
  type StreamedForm,
} from './streamed-form.server.ts'

// Each test's folders go to a temporary folder of this file's own, so it can see them all.
let ownTmp: string
const systemTmp = process.env.TMPDIR

beforeAll(async () => {
  ownTmp = await mkdtemp(join(tmpdir(), 'streamed-form-test-'))
  process.env.TMPDIR = ownTmp
})

afterAll(async () => {
  if (systemTmp === undefined) delete process.env.TMPDIR
  else process.env.TMPDIR = systemTmp
  await rm(ownTmp, { recursive: true, force: true })
})

beforeEach(async () => {
  expect(await readdir(ownTmp)).toEqual([])
})

const PAGE = 'http://localhost/innmelding/bekymring'
const FILES = { name: 'vedlegg', maxFiles: 3 }
const sha256 = (bytes: string | Buffer) => createHash('sha256').update(bytes).digest('hex')

/** A post of `body` as `type` (a raw body, or FormData that sets its own type). */
function post(body: BodyInit | null, type?: string, init: RequestInit = {}) {
  return new Request(PAGE, {
    method: 'POST',
    body,
    headers: type ? { 'content-type': type } : {},
    duplex: 'half',
    ...init,
  } as RequestInit)
}

/** The form as `use` saw it, with each file's bytes and its folder's mode read while it ran. */
async function read(request: Request) {
  return withStreamedForm(request, FILES, async (form: StreamedForm) => ({
    fields: [...form.fields],
    files: await Promise.all(
      form.files.map(async (file) => ({ ...file, bytes: await readFile(file.path, 'latin1') })),
    ),
    folderMode: form.files[0] && (await stat(join(form.files[0].path, '..'))).mode & 0o777,
  }))
}

/** The status the post is refused with (the thrown error page's "Skjemaet kunne ikke leses"). */
async function refusal(request: Request): Promise<number | 'read'> {
  try {
    await read(request)
    return 'read'
  } catch (error) {
    const answer = error as { data: unknown; init: ResponseInit }
    expect(answer.data).toBe(UNREADABLE_FORM)
    return answer.init.status!
  }
}

const multipartType = 'multipart/form-data; boundary=x'
const part = (name: string, value: string) =>
  `--x\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`
const filePart = (name: string, fileName: string, bytes: string) =>
  `--x\r\nContent-Disposition: form-data; name="${name}"; filename="${fileName}"\r\n` +
  `Content-Type: application/octet-stream\r\n\r\n${bytes}\r\n`

describe('withStreamedForm', () => {
  it('gives the text fields in order and each file of the field on disk, in a private folder removed afterwards', async () => {
    const form = new FormData()
    form.append('produkt_navn', 'Vannkoker Ærlig')
    form.append('vedlegg', new Blob(['%PDF-1.4 første']), 'C:\\fakepath\\kvittering æ.pdf')
    form.append('hendelse_beskrivelse', 'Glovarm')
    form.append('vedlegg', new Blob(['andre']), 'bilde.jpg')
    const read = await withStreamedForm(post(form), FILES, async ({ fields, files }) => {
      const folder = join(files[0]!.path, '..')
      expect((await stat(folder)).mode & 0o777).toBe(0o700)
      expect(await readdir(ownTmp)).toHaveLength(1)
      const bytes = await Promise.all(files.map((file) => readFile(file.path, 'utf8')))
      return { fields: [...fields], files, bytes }
    })
    expect(read.fields).toEqual([
      ['produkt_navn', 'Vannkoker Ærlig'],
      ['hendelse_beskrivelse', 'Glovarm'],
    ])
    const first = Buffer.from('%PDF-1.4 første')
    expect(read.files).toMatchObject([
      // The name as sent, folders and all: cleaning it is the caller's (cleanFileName).
      { name: 'C:\\fakepath\\kvittering æ.pdf', size: first.length, sha256: sha256(first) },
      { name: 'bilde.jpg', size: 5, sha256: sha256('andre') },
    ])
    expect(read.bytes).toEqual(['%PDF-1.4 første', 'andre'])
    expect(await readdir(ownTmp)).toEqual([])
  })

  it('keeps no file of another field, of no name, or past the number asked for', async () => {
    const body =
      filePart('annet', 'a.pdf', 'a') +
      filePart('vedlegg', '', '') +
      ['1', '2', '3', '4'].map((n) => filePart('vedlegg', `${n}.pdf`, n)).join('') +
      part('produkt_navn', 'Vannkoker') +
      '--x--\r\n'
    const form = await read(post(body, multipartType))
    expect(form.files.map((file) => [file.name, file.bytes])).toEqual([
      ['1.pdf', '1'],
      ['2.pdf', '2'],
      ['3.pdf', '3'],
    ])
    expect(form.folderMode).toBe(0o700)
    expect(form.fields).toEqual([['produkt_navn', 'Vannkoker']])
  })

  it('removes the folder when the action fails', async () => {
    const form = new FormData()
    form.append('vedlegg', new Blob(['x']), 'x.pdf')
    const failing = withStreamedForm(post(form), FILES, async ({ files }) => {
      expect(await readdir(ownTmp)).toHaveLength(1)
      expect(files).toHaveLength(1)
      throw new Error('the database went away')
    })
    await expect(failing).rejects.toThrow('the database went away')
    expect(await readdir(ownTmp)).toEqual([])
  })

  it('stops, and removes the folder, when the client goes away in the middle of a file', async () => {
    const client = new AbortController()
    const body = new ReadableStream({
      start(controller) {
        controller.enqueue(Buffer.from(filePart('vedlegg', 'stor.pdf', 'x'.repeat(200_000))))
      },
    })
    const reading = read(post(body, multipartType, { signal: client.signal }))
    // Under way: the file is on disk, and the body will never end.
    await until(async () => {
      const [folder] = await readdir(ownTmp)
      return folder && (await readdir(join(ownTmp, folder))).length ? true : undefined
    }, 'the file on disk')
    client.abort()
    await expect(reading).rejects.toMatchObject({ name: 'AbortError' })
    expect(await readdir(ownTmp)).toEqual([])
  })

  it('throws on the 413 that cut the body off, and removes the folder', async () => {
    const tooLarge = new Response(null, { status: 413 })
    const body = new ReadableStream({
      start(controller) {
        controller.enqueue(Buffer.from(filePart('vedlegg', 'stor.pdf', 'x'.repeat(100_000))))
        // As the body's meter does past its limit (page-body-limit.ts).
        setImmediate(() => controller.error(tooLarge))
      },
    })
    await expect(read(post(body, multipartType))).rejects.toBe(tooLarge)
    expect(await readdir(ownTmp)).toEqual([])
  })

  it(`reads ${MAX_FORM_FIELDS} fields and files, and answers 400 for one more`, async () => {
    const parts = (count: number) =>
      filePart('vedlegg', 'a.pdf', 'a') +
      Array.from({ length: count - 1 }, (_, n) => part(`f${n}`, '1')).join('') +
      '--x--\r\n'
    expect(await refusal(post(parts(MAX_FORM_FIELDS), multipartType))).toBe('read')
    expect(await refusal(post(parts(MAX_FORM_FIELDS + 1), multipartType))).toBe(400)
    expect(await readdir(ownTmp)).toEqual([])
  })

  it('cuts a value at its limit, and answers 400 for more text than any form has', async () => {
    const long = 'æ'.repeat(MAX_FIELD_BYTES)
    const form = await read(post(part('hendelse_beskrivelse', long) + '--x--\r\n', multipartType))
    expect(Buffer.byteLength(form.fields[0]![1] as string)).toBe(MAX_FIELD_BYTES)
    const fields = Math.ceil(MAX_TEXT_BYTES / MAX_FIELD_BYTES) + 1
    const body = Array.from({ length: fields }, () => part('felt', long)).join('') + '--x--\r\n'
    expect(await refusal(post(body, multipartType))).toBe(400)
  })

  it('keeps reserved names harmless: they reach the fields, and formFields leaves them out', async () => {
    const body =
      part('__proto__', '{"polluted":1}') +
      part('__proto__.polluted', '1') +
      part('constructor', 'x') +
      part('produkt_navn', 'Vannkoker') +
      filePart('__proto__', 'a.pdf', 'a') +
      '--x--\r\n'
    const { fields, files } = await read(post(body, multipartType))
    expect(fields.map(([name]) => name)).toHaveLength(4)
    const form = new FormData()
    for (const [name, value] of fields) form.append(name, value)
    expect(Object.entries(formFields(form))).toEqual([['produkt_navn', ['Vannkoker']]])
    expect(files).toEqual([])
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })

  it('answers 400 for a multipart body that cannot be read, and 415 for one that is no form', async () => {
    const whole = part('navn', 'Kari') + '--x--\r\n'
    expect(await refusal(post(whole, 'multipart/form-data'))).toBe(400)
    expect(await refusal(post(whole.slice(0, 30), multipartType))).toBe(400)
    expect(await refusal(post(filePart('vedlegg', 'a.pdf', 'abc'), multipartType))).toBe(400)
    expect(await refusal(post(whole, 'multipart/form-data; boundary=other'))).toBe(400)
    expect(await refusal(post('{"a":1}', multipartType))).toBe(400)
    expect(await refusal(post('{"navn":"Kari"}', 'application/json'))).toBe(415)
    expect(await refusal(post(null))).toBe(415)
    expect(await readdir(ownTmp)).toEqual([])
  })

  it('reads a urlencoded form as readForm does, with no files and no folder', async () => {
    const request = post('navn=Kari&a=%zz', 'application/x-www-form-urlencoded')
    const form = await withStreamedForm(request, FILES, async ({ fields, files }) => {
      expect(await readdir(ownTmp)).toEqual([])
      return { fields: [...fields], files }
    })
    expect(form).toEqual({
      fields: [
        ['navn', 'Kari'],
        ['a', '%zz'],
      ],
      files: [],
    })
  })
})
