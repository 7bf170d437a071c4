import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { detectContentType, detectFileContentType } from './detect-content.ts'

/**
 * An old-style Office file: the compound file signature and a stream of the given name, at
 * `at` in a file of `size` bytes.
 */
function compoundFile(stream: string, { at = 1024, size = 4096 } = {}) {
  const bytes = Buffer.alloc(size)
  Buffer.from('D0CF11E0A1B11AE1', 'hex').copy(bytes, 0)
  Buffer.from(stream, 'utf16le').copy(bytes, at)
  return bytes
}

/** Where a file read from disk is cut into its first two chunks (fs.createReadStream's). */
const CHUNK = 64 * 1024

describe('detectContentType', () => {
  it('knows an image by its bytes, whatever the browser said', async () => {
    const jpeg = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#fff' } })
      .jpeg()
      .toBuffer()
    expect(await detectContentType(jpeg, 'jpeg')).toBe('image/jpeg')
    expect(await detectContentType(jpeg, 'png')).toBeUndefined()
  })

  it('tells a Word file from an Excel file, and refuses other compound files', async () => {
    expect(await detectContentType(compoundFile('WordDocument'), 'doc')).toBe('application/msword')
    expect(await detectContentType(compoundFile('Workbook'), 'xls')).toBe(
      'application/vnd.ms-excel',
    )
    expect(await detectContentType(compoundFile('Workbook'), 'doc')).toBeUndefined()
    // An installer package is a compound file too.
    expect(await detectContentType(compoundFile('SummaryInformation'), 'doc')).toBeUndefined()
  })

  it('takes UTF-8 text as plain text, and refuses binary data and scripts', async () => {
    expect(await detectContentType(Buffer.from('\uFEFFHei på deg\r\n\tære'), 'txt')).toBe(
      'text/plain',
    )
    expect(await detectContentType(Buffer.from([0x41, 0x00, 0x42]), 'txt')).toBeUndefined()
    expect(await detectContentType(Buffer.from('#!/usr/bin/env node\n'), 'txt')).toBeUndefined()
    expect(await detectContentType(Buffer.from('%PDF-1.7\n'), 'txt')).toBeUndefined()
  })

  it('judges a file on disk as it judges its bytes, names and characters across chunks included', async () => {
    const jpeg = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#fff' } })
      .jpeg()
      .toBuffer()
    const acrossChunks = { at: CHUNK - 7, size: 3 * CHUNK }
    const samples: Array<[Buffer, string]> = [
      [jpeg, 'jpg'],
      [jpeg, 'png'],
      [compoundFile('WordDocument', acrossChunks), 'doc'],
      [compoundFile('Workbook', acrossChunks), 'xls'],
      [compoundFile('Workbook', acrossChunks), 'doc'],
      // 'æ' is two bytes: the first chunk ends inside one of them.
      [Buffer.from('a' + 'æ'.repeat(CHUNK)), 'txt'],
      [Buffer.concat([Buffer.from('æ'.repeat(CHUNK)), Buffer.from([0x41, 0x07])]), 'txt'],
      [Buffer.from('\uFEFF#!/bin/sh\n'), 'txt'],
      [Buffer.from([0xc3]), 'txt'],
    ]
    const folder = await mkdtemp(join(tmpdir(), 'detect-content-'))
    try {
      const answers = []
      for (const [index, [bytes, extension]] of samples.entries()) {
        const path = join(folder, String(index))
        await writeFile(path, bytes)
        answers.push([
          await detectContentType(bytes, extension),
          await detectFileContentType(path, extension),
        ])
      }
      expect(answers.map(([fromBytes]) => fromBytes)).toEqual([
        'image/jpeg',
        undefined,
        'application/msword',
        'application/vnd.ms-excel',
        undefined,
        'text/plain',
        undefined,
        undefined,
        undefined,
      ])
      for (const [fromBytes, fromFile] of answers) expect(fromFile).toBe(fromBytes)
    } finally {
      await rm(folder, { recursive: true, force: true })
    }
  })
})
