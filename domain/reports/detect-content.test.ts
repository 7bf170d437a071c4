import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { detectContentType } from './detect-content.ts'

/** An old-style Office file: the compound file signature and a stream of the given name. */
function compoundFile(stream: string) {
  const bytes = Buffer.alloc(4096)
  Buffer.from('D0CF11E0A1B11AE1', 'hex').copy(bytes, 0)
  Buffer.from(stream, 'utf16le').copy(bytes, 1024)
  return bytes
}

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
})
