import { createHash } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Readable, Transform } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { ReadableStream as NodeWebStream } from 'node:stream/web'
import { Busboy } from '@fastify/busboy'
import {
  MAX_FORM_FIELDS,
  postedType,
  readForm,
  refuseUnlessForm,
  unreadable,
} from './read-form.server.ts'

/** A file posted with a form, kept on disk in the post's own folder while the action runs. */
export interface ReceivedFile {
  /** The name the browser gave it, as given: cleaning it is the caller's. */
  name: string
  /** Where its bytes are; removed, with its folder, once the action is done. */
  path: string
  /** Its length in bytes, counted as it streamed. */
  size: number
  /** The SHA-256 of its bytes (hex), computed as they streamed. */
  sha256: string
}

export interface StreamedForm {
  /** The text fields, in the order posted, to be read as any form's (`formFields`). */
  fields: FormData
  /** The files of the one file field asked for, in the order posted. */
  files: ReceivedFile[]
}

/** Which field's files are kept, and how many at most: the rest are read and dropped. */
export interface FileField {
  name: string
  maxFiles: number
}

/**
 * Text is held in memory, files are not, so text is bounded on its own: no field of our forms
 * takes more than a few thousand characters. A longer value is cut at MAX_FIELD_BYTES (still
 * too long for every schema, which says so at its field); a form whose text passes
 * MAX_TEXT_BYTES in all is no form of ours, and is unreadable.
 */
export const MAX_FIELD_BYTES = 256 * 1024
export const MAX_TEXT_BYTES = 2 * 1024 * 1024

/** Folders of posts in flight, under the system's temporary folder (TMPDIR). */
const UPLOAD_FOLDER_PREFIX = 'farlige-produkter-skjema-'

/**
 * Reads a posted form as it streams and hands it to `act`: its text fields in memory, the files
 * of `fileField` each written to a private folder (mode 0700) as they arrive, never held whole.
 * The folder is removed when `act` is done, or the read failed, whatever happened. A urlencoded
 * form holds no files and is read by readForm. The answers to odd bodies are readForm's: 415 for
 * no form, 400 for a broken body or too many fields; a 413 of the body's meter, or a client
 * gone, is thrown on as it came.
 */
export async function withStreamedForm<T>(
  request: Request,
  fileField: FileField | undefined,
  act: (form: StreamedForm) => Promise<T>,
): Promise<T> {
  await refuseUnlessForm(request)
  if (postedType(request) !== 'multipart/form-data') {
    return act({ fields: await readForm(request), files: [] })
  }
  const folder = await mkdtemp(join(tmpdir(), UPLOAD_FOLDER_PREFIX))
  try {
    return await act(await readMultipart(request, folder, fileField))
  } finally {
    await rm(folder, { recursive: true, force: true })
  }
}

/** Parses a multipart body into `folder`; every file write has ended when it returns or throws. */
async function readMultipart(
  request: Request,
  folder: string,
  fileField: FileField | undefined,
): Promise<StreamedForm> {
  // Stops the read at once: a limit passed (the unreadable answer) or a file that could not be
  // written (the error). A client gone stops it by the request's own signal.
  const stop = new AbortController()
  const signal = AbortSignal.any([request.signal, stop.signal])
  const form = {
    fields: new FormData(),
    files: [] as ReceivedFile[],
    writes: [] as Promise<unknown>[],
  }
  try {
    const busboy = newParser(request)
    collect(busboy, form, { folder, fileField, stop, signal })
    const parsed = new Promise((resolve, reject) => {
      busboy.once('finish', resolve).once('error', reject)
    })
    const body = Readable.fromWeb(
      (request.body ?? new Blob().stream()) as NodeWebStream<Uint8Array>,
    )
    await Promise.all([pipeline(body, busboy, { signal }), parsed])
    await Promise.all(form.writes)
  } catch (error) {
    await Promise.all(form.writes)
    if (error instanceof Response || request.signal.aborted) throw error
    if (stop.signal.aborted) throw stop.signal.reason
    throw unreadable(400)
  }
  if (stop.signal.aborted) throw stop.signal.reason
  return { fields: form.fields, files: form.files }
}

interface Collecting {
  folder: string
  fileField: FileField | undefined
  stop: AbortController
  signal: AbortSignal
}

/** Takes each part as it comes: text into `fields`, a kept file onto its way to disk. */
function collect(
  busboy: ReturnType<typeof newParser>,
  form: { fields: FormData; files: ReceivedFile[]; writes: Promise<unknown>[] },
  { folder, fileField, stop, signal }: Collecting,
) {
  let textBytes = 0
  busboy.on('field', (name: string | undefined, value: string) => {
    textBytes += Buffer.byteLength(name ?? '') + Buffer.byteLength(value)
    if (textBytes > MAX_TEXT_BYTES) stop.abort(unreadable(400))
    else form.fields.append(name ?? '', value)
  })
  busboy.on('file', (name: string | undefined, stream: Readable, fileName: string) => {
    // A broken body is reported by the parser itself; its file streams need not say it again.
    stream.on('error', () => {})
    // A file input left empty posts a part of no name and no bytes: no file.
    const { files } = form
    const kept =
      fileName !== '' &&
      fileField !== undefined &&
      name === fileField.name &&
      files.length < fileField.maxFiles
    if (!kept) return void stream.resume()
    const file = { name: fileName, path: join(folder, String(files.length)), size: 0, sha256: '' }
    files.push(file)
    form.writes.push(writeFile(stream, file, signal).catch((error: unknown) => stop.abort(error)))
  })
  busboy.on('partsLimit', () => stop.abort(unreadable(400)))
}

/** Busboy on the post's headers: files are parts with a file name, as a browser sends them. */
function newParser(request: Request) {
  return new Busboy({
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
    // The name as the browser sent it: cleanFileName takes the folders off, as for the API.
    preservePath: true,
    isPartAFile: (_name, _type, fileName) => fileName !== undefined,
    limits: { parts: MAX_FORM_FIELDS, fieldSize: MAX_FIELD_BYTES },
  })
}

/**
 * Writes one file to its path, counting and hashing its bytes on the way. A body that breaks off
 * in the middle of the file is the parser's to report (it answers 400); what fails here is the
 * disk, which is the server's fault. Whichever stream fails first says which it was.
 */
async function writeFile(stream: Readable, file: ReceivedFile, signal: AbortSignal) {
  const hash = createHash('sha256')
  const count = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk)
      file.size += chunk.length
      done(null, chunk)
    },
  })
  const out = createWriteStream(file.path, { flags: 'wx', mode: 0o600 })
  let failed: 'body' | 'disk' | undefined
  stream.on('error', () => (failed ??= 'body'))
  out.on('error', () => (failed ??= 'disk'))
  // Closed, not only finished: the folder is removed after, and no write may outlive it.
  const closed = new Promise<void>((resolve) => out.once('close', () => resolve()))
  try {
    await pipeline(stream, count, out, { signal })
    file.sha256 = hash.digest('hex')
  } catch (error) {
    if (failed !== 'body') throw error
  } finally {
    await closed
  }
}
