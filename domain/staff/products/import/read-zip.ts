import type { Readable } from 'node:stream'
import yauzl, { type Entry, type ZipFile } from 'yauzl'
import { ImportFileError } from './import-errors.ts'
import { IMPORT_LIMITS } from './import-limits.ts'

/** A zip's files by path, read into memory within the import's limits. */
export type ZipFiles = Map<string, Buffer>

/** A zip's next entry, or undefined at its end. */
function nextEntry(zip: ZipFile): Promise<Entry | undefined> {
  return new Promise((resolve, reject) => {
    const done = () => {
      zip.off('entry', onEntry).off('end', onEnd).off('error', onError)
    }
    const onEntry = (entry: Entry) => (done(), resolve(entry))
    const onEnd = () => (done(), resolve(undefined))
    const onError = (error: Error) => (done(), reject(error))
    zip.on('entry', onEntry).on('end', onEnd).on('error', onError)
    zip.readEntry()
  })
}

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

/**
 * Every file of a zip, refused as a whole (ImportFileError `zipTooLarge`) when it holds more
 * files or unpacks to more bytes than the import's limits: both are counted from the zip's own
 * directory before anything is unpacked, and yauzl checks that no entry unpacks to more than
 * its directory says, so a small file that unpacks to gigabytes is stopped unread.
 */
export async function readZip(bytes: Uint8Array): Promise<ZipFiles> {
  let zip: ZipFile
  try {
    zip = await yauzl.fromBufferPromise(Buffer.from(bytes), {
      lazyEntries: true,
      validateEntrySizes: true,
      strictFileNames: false,
    })
  } catch {
    throw new ImportFileError('unreadable')
  }
  const tooLarge = new ImportFileError('zipTooLarge', {
    files: IMPORT_LIMITS.maxZipFiles,
    size: `${IMPORT_LIMITS.maxUnzippedBytes / 1024 / 1024} MB`,
  })
  const files: ZipFiles = new Map()
  try {
    if (zip.entryCount > IMPORT_LIMITS.maxZipFiles) throw tooLarge
    let unzipped = 0
    for (let entry = await nextEntry(zip); entry; entry = await nextEntry(zip)) {
      if (entry.fileName.endsWith('/')) continue
      unzipped += entry.uncompressedSize
      if (unzipped > IMPORT_LIMITS.maxUnzippedBytes) throw tooLarge
      if (entry.isEncrypted()) throw new ImportFileError('unreadable')
      files.set(entry.fileName, await bytesOf(await zip.openReadStreamPromise(entry)))
    }
  } catch (error) {
    throw error instanceof ImportFileError ? error : new ImportFileError('unreadable')
  } finally {
    zip.close()
  }
  return files
}
