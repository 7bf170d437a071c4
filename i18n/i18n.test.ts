import { describe, expect, it } from 'vitest'
import { en } from './en.ts'
import { nb } from './nb.ts'
import { nn } from './nn.ts'

/** Every path to a text, e.g. 'shell.nav.about', so a missing key names itself in the failure. */
function keyPaths(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    value !== null && typeof value === 'object'
      ? keyPaths(value, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  )
}

function placeholders(tree: object): Record<string, string[]> {
  const found: Record<string, string[]> = {}
  const walk = (node: object, prefix: string) => {
    for (const [key, value] of Object.entries(node)) {
      if (typeof value === 'string')
        found[`${prefix}${key}`] = value.match(/\{\w+\}/g)?.sort() ?? []
      else if (value && typeof value === 'object') walk(value, `${prefix}${key}.`)
    }
  }
  walk(tree, '')
  return found
}

const translations = { nn, en }

describe.each(Object.entries(translations))('%s', (_name, messages) => {
  it('has every key of nb and no other', () => {
    expect(keyPaths(messages).sort()).toEqual(keyPaths(nb).sort())
  })

  it('has a non-empty text for every key', () => {
    const empty = keyPaths(messages).filter((path) => {
      const value = path.split('.').reduce<unknown>((node, key) => (node as never)[key], messages)
      return typeof value !== 'string' || value.trim() === ''
    })
    expect(empty).toEqual([])
  })

  it('keeps the same {placeholders} as nb', () => {
    expect(placeholders(messages)).toEqual(placeholders(nb))
  })
})

describe('nb', () => {
  it('quotes the error texts of spec section 8 word for word', () => {
    expect(nb.errors.UNEXPECTED_ERROR).toBe('En feil har oppstått')
    expect(nb.errors.TIMEOUT).toBe('Forespørselen tok for lang tid. Prøv igjen senere')
    expect(nb.errors.PageNotFound).toBe('Klarte ikke finne denne siden')
  })
})

describe('keyPaths', () => {
  // The parity test is only as good as this walk: a key missing three levels down must show.
  it('notices a key missing deep in a translation', () => {
    const { about: _about, ...navWithoutAbout } = nn.shell.nav
    const missing = { ...nn, shell: { ...nn.shell, nav: navWithoutAbout } }
    expect(keyPaths(missing).sort()).not.toEqual(keyPaths(nb).sort())
    expect(keyPaths(nb)).toContain('shell.nav.about')
  })
})
