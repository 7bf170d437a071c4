import { fileTypeFromBuffer } from 'file-type'

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

/**
 * The content type of the bytes when they are what the extension says, else undefined. Plain
 * text has no signature: a .txt is accepted when nothing else is recognised in it and it is
 * UTF-8 without control characters (other than tab, line and page breaks).
 */
export async function detectContentType(
  bytes: Uint8Array,
  extension: string,
): Promise<string | undefined> {
  const found = await fileTypeFromBuffer(bytes)
  if (extension === 'txt') return !found && isPlainText(bytes) ? 'text/plain' : undefined
  const expected = EXPECTED[extension]
  if (!found || !expected?.detected.includes(found.ext)) return undefined
  if (expected.streams && !expected.streams.some((name) => hasStream(bytes, name))) return undefined
  return expected.contentType ?? found.mime
}

// A script renamed .txt starts with '#!': it is refused as the program it is.
function isPlainText(bytes: Uint8Array): boolean {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
    // Control characters are what this looks for.
    // eslint-disable-next-line no-control-regex -- see above
    return !text.startsWith('#!') && !/[\u0000-\u0008\u000E-\u001F\u007F]/.test(text)
  } catch {
    return false
  }
}

// Stream names in a compound file's directory are UTF-16LE.
function hasStream(bytes: Uint8Array, name: string): boolean {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).includes(
    Buffer.from(name, 'utf16le'),
  )
}
