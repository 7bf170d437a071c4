import { createReadStream } from 'node:fs'
import { fileTypeFromBuffer, fileTypeFromFile, type FileTypeResult } from 'file-type'

/**
 * What the bytes of an upload are, checked against the name's extension, so that a renamed
 * program or script is refused however it is named. Server only.
 */

interface Expected {
  /** The kinds file-type may report for this extension. */
  detected: readonly string[]
  /** The content type the file is kept and mailed as, when it is not file-type's own. */
  contentType?: string
  /** Old Office files are all "compound files"; the stream inside tells Word from Excel. */
  streams?: readonly string[]
}

const EXPECTED: Record<string, Expected> = {
  jpg: { detected: ['jpg'] },
  jpeg: { detected: ['jpg'] },
  png: { detected: ['png'] },
  gif: { detected: ['gif'] },
  webp: { detected: ['webp'] },
  heic: { detected: ['heic'] },
  pdf: { detected: ['pdf'] },
  docx: { detected: ['docx'] },
  xlsx: { detected: ['xlsx'] },
  odt: { detected: ['odt'] },
  mp4: { detected: ['mp4', 'm4v'] },
  mov: { detected: ['mov'] },
  doc: { detected: ['cfb'], contentType: 'application/msword', streams: ['WordDocument'] },
  xls: {
    detected: ['cfb'],
    contentType: 'application/vnd.ms-excel',
    streams: ['Workbook', 'Book'],
  },
}

/** A file's bytes, however they are held: what file-type makes of them, and them in order. */
interface Contents {
  fileType(): Promise<FileTypeResult | undefined>
  chunks(): Iterable<Uint8Array> | AsyncIterable<Uint8Array>
}

/**
 * The content type of the bytes when they are what the extension says, else undefined. Plain
 * text has no signature: a .txt is accepted when nothing else is recognised in it and it is
 * UTF-8 without control characters (other than tab, line and page breaks).
 */
export async function detectContentType(
  bytes: Uint8Array,
  extension: string,
): Promise<string | undefined> {
  return contentTypeOf(
    { fileType: () => fileTypeFromBuffer(bytes), chunks: () => [bytes] },
    extension,
  )
}

/**
 * The same answer as detectContentType for a file on disk, read as far as it takes and never
 * held whole: file-type reads what it needs, and the text and stream checks go chunk by chunk.
 */
export async function detectFileContentType(
  path: string,
  extension: string,
): Promise<string | undefined> {
  const chunks = () => createReadStream(path) as AsyncIterable<Buffer>
  return contentTypeOf({ fileType: () => fileTypeFromFile(path), chunks }, extension)
}

async function contentTypeOf(contents: Contents, extension: string) {
  const found = await contents.fileType()
  if (extension === 'txt') {
    return !found && (await isPlainText(contents.chunks())) ? 'text/plain' : undefined
  }
  const expected = EXPECTED[extension]
  if (!found || !expected?.detected.includes(found.ext)) return undefined
  if (expected.streams && !(await hasAnyStream(contents, expected.streams))) return undefined
  return expected.contentType ?? found.mime
}

// Control characters are what this looks for.
// eslint-disable-next-line no-control-regex -- see above
const CONTROL = /[\u0000-\u0008\u000E-\u001F\u007F]/

// A script renamed .txt starts with '#!': it is refused as the program it is.
async function isPlainText(chunks: Iterable<Uint8Array> | AsyncIterable<Uint8Array>) {
  const decoder = new TextDecoder('utf-8', { fatal: true })
  let start = ''
  try {
    for await (const chunk of chunks) {
      const text = decoder.decode(chunk, { stream: true })
      if (start.length < 2) start = (start + text).slice(0, 2)
      if (CONTROL.test(text)) return false
    }
    const rest = decoder.decode()
    if (start.length < 2) start = (start + rest).slice(0, 2)
    return !start.startsWith('#!') && !CONTROL.test(rest)
  } catch {
    return false
  }
}

async function hasAnyStream(contents: Contents, names: readonly string[]) {
  for (const name of names) if (await hasStream(contents.chunks(), name)) return true
  return false
}

// Stream names in a compound file's directory are UTF-16LE. The end of each chunk is kept to
// find a name that runs over into the next.
async function hasStream(chunks: Iterable<Uint8Array> | AsyncIterable<Uint8Array>, name: string) {
  const wanted = Buffer.from(name, 'utf16le')
  let carried: Buffer = Buffer.alloc(0)
  for await (const chunk of chunks) {
    const bytes = carried.length
      ? Buffer.concat([carried, chunk])
      : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength)
    if (bytes.includes(wanted)) return true
    carried = bytes.subarray(Math.max(0, bytes.length - wanted.length + 1))
  }
  return false
}
