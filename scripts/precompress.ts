import { readdir, readFile, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import { PRECOMPRESSED_FILE } from '../server/plugins/static-file-headers.ts'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)
/** Below this a compressed copy saves too little to be worth a file. */
const MIN_BYTES = 1024

/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside each script, stylesheet and other text file
 * of the client build, once, at the strongest settings, so the server sends them compressed at
 * no cost per request (build-app.ts: `preCompressed`). Returns how many files got copies.
 */
export async function precompress(directory: string): Promise<number> {
  let count = 0
  for (const entry of await readdir(directory, { recursive: true })) {
    const file = path.join(directory, entry)
    if (!PRECOMPRESSED_FILE.test(file) || (await stat(file)).size < MIN_BYTES) continue
    await writeCompressedCopies(file, await readFile(file))
    count++
  }
  return count
}

/** The .br and .gz copies of one file whose content is `body`. */
export async function writeCompressedCopies(file: string, body: Buffer): Promise<void> {
  await writeFile(
    `${file}.br`,
    await brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  )
  await writeFile(`${file}.gz`, await gzipAsync(body, { level: 9 }))
}
