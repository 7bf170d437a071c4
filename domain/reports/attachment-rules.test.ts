import { describe, expect, it } from 'vitest'
import { cleanFileName, extensionOf, fileProblem, formatBytes } from './attachment-rules.ts'

describe('cleanFileName', () => {
  it.each([
    ['C:\\fakepath\\kvittering.pdf', 'kvittering.pdf'],
    ['../../etc/passwd.txt', 'passwd.txt'],
    ['  bilde\u0000\u202e  1.png ', 'bilde 1.png'],
    ['.skjult.txt', 'skjult.txt'],
    [`${'x'.repeat(300)}.pdf`, `${'x'.repeat(196)}.pdf`],
  ])('makes %j into %j', (raw, clean) => expect(cleanFileName(raw)).toBe(clean))
})

describe('extensionOf', () => {
  it('is the lower-case suffix, and nothing for names without one', () => {
    expect(extensionOf('Bilde.JPEG')).toBe('jpeg')
    expect(extensionOf('README')).toBeUndefined()
    expect(extensionOf('punktum.')).toBeUndefined()
  })
})

describe('formatBytes', () => {
  it('writes sizes as the spec message shows them', () => {
    expect(formatBytes(15 * 1024 * 1024)).toBe('15 MB')
    expect(formatBytes(16.24 * 1024 * 1024)).toBe('16,2 MB')
    expect(formatBytes(800 * 1024)).toBe('800 kB')
  })
})

describe('fileProblem', () => {
  const ok = { name: 'a.pdf', size: 1000 }

  it('finds nothing wrong with an allowed file', () => expect(fileProblem(ok, [])).toBeUndefined())

  it('refuses the eleventh file before anything else', () => {
    const ten = Array.from({ length: 10 }, (_, i) => ({ name: `${i}.pdf` }))
    expect(fileProblem({ name: 'x.exe', size: 0 }, ten)).toEqual({
      key: 'reports.files.tooMany',
      params: { count: 10 },
    })
  })

  it('gives the name, the size and the limit of a file too large', () => {
    expect(fileProblem({ name: 'film.mp4', size: 20 * 1024 * 1024 }, [])).toEqual({
      key: 'reports.files.tooLarge',
      params: { name: 'film.mp4', size: '20 MB', max: '15 MB' },
    })
  })

  it('finds a file already in the list whatever its case', () => {
    expect(fileProblem({ name: 'A.PDF', size: 1 }, [{ name: 'a.pdf' }])?.key).toBe(
      'reports.files.alreadyAdded',
    )
  })
})
