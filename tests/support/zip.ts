import { crc32, deflateRawSync } from 'node:zlib'

/** A file to put in a zip; `packed` is its deflated bytes when made once and put in many times. */
export interface ZipEntry {
  name: string
  data?: Uint8Array
  /** Deflated bytes and the size and checksum they unpack to, for a zip bigger unpacked than made. */
  packed?: { bytes: Uint8Array; size: number; crc: number }
  /** A size to write in the zip's directory instead of the true one, as a forged zip does. */
  claimedSize?: number
}

/** Deflates bytes once, to put in a zip under many names. */
export function packed(data: Uint8Array) {
  return { bytes: deflateRawSync(data), size: data.length, crc: crc32(data) }
}

/**
 * A zip file as archivers write one (deflated entries, a central directory), made here so that
 * tests can also make the forged and oversized ones that no archiver would.
 */
export function zipFile(entries: ZipEntry[]): Uint8Array {
  const locals: Buffer[] = []
  const centrals: Buffer[] = []
  let offset = 0
  for (const entry of entries) {
    const body = entry.packed ?? packed(entry.data ?? new Uint8Array())
    const size = entry.claimedSize ?? body.size
    const name = Buffer.from(entry.name, 'utf8')
    const header = (central: boolean) => {
      const fixed = Buffer.alloc(central ? 46 : 30)
      let at = 0
      const u32 = (value: number) => (fixed.writeUInt32LE(value >>> 0, at), (at += 4))
      const u16 = (value: number) => (fixed.writeUInt16LE(value, at), (at += 2))
      u32(central ? 0x02014b50 : 0x04034b50)
      if (central) u16(20)
      u16(20) // version needed
      u16(0x0800) // names in UTF-8
      u16(8) // deflate
      u16(0) // time
      u16(0x21) // date: 1980-01-01
      u32(body.crc)
      u32(body.bytes.length)
      u32(size)
      u16(name.length)
      u16(0) // extra
      if (central) {
        u16(0) // comment
        u16(0) // disk
        u16(0) // internal attributes
        u32(0) // external attributes
        u32(offset)
      }
      return Buffer.concat([fixed, name])
    }
    const local = Buffer.concat([header(false), body.bytes])
    centrals.push(header(true))
    locals.push(local)
    offset += local.length
  }
  const directory = Buffer.concat(centrals)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(entries.length, 8)
  end.writeUInt16LE(entries.length, 10)
  end.writeUInt32LE(directory.length, 12)
  end.writeUInt32LE(offset, 16)
  return new Uint8Array(Buffer.concat([...locals, directory, end]))
}
