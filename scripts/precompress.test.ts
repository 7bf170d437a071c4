import { mkdtemp, readFile, rm, writeFile, mkdir } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterEach, describe, expect, it } from 'vitest'
import { precompress } from './precompress.ts'

let directory: string
afterEach(() => rm(directory, { recursive: true, force: true }))

describe('precompress', () => {
  it('writes brotli and gzip copies of text files that decompress to the original', async () => {
    directory = await mkdtemp(path.join(tmpdir(), 'precompress-'))
    await mkdir(path.join(directory, 'assets'))
    const script = 'export const text = "farlige produkter";\n'.repeat(100)
    await writeFile(path.join(directory, 'assets', 'root-Ab12.js'), script)
    await writeFile(path.join(directory, 'assets', 'tiny.css'), 'a{}')
    await writeFile(path.join(directory, 'icon.png'), Buffer.alloc(4096))

    expect(await precompress(directory)).toBe(1)
    const file = path.join(directory, 'assets', 'root-Ab12.js')
    expect(brotliDecompressSync(await readFile(`${file}.br`)).toString()).toBe(script)
    expect(gunzipSync(await readFile(`${file}.gz`)).toString()).toBe(script)
    await expect(readFile(path.join(directory, 'assets', 'tiny.css.br'))).rejects.toThrow()
    await expect(readFile(path.join(directory, 'icon.png.br'))).rejects.toThrow()
  })
})
