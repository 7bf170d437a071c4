import { describe, expect, it } from 'vitest'
import { en } from './en.ts'
import { nb } from './nb.ts'
import { format } from './format.ts'
import { nn } from './nn.ts'
import { staffNb } from './staff.nb.ts'

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

/** Every text of a tree with its path. */
function texts(tree: object, prefix = ''): Array<[string, string]> {
  return Object.entries(tree).flatMap(([key, value]): Array<[string, string]> =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, value]]
      : value && typeof value === 'object'
        ? texts(value, `${prefix}${key}.`)
        : [],
  )
}

/**
 * A text without a leading 'Dette'/'This', its first letter as a sentence starts: 'Må være en
 * gyldig e-postadresse' and 'Dette må være en gyldig e-postadresse' are one message. Case and
 * the end's stop are kept otherwise: a label and a word in a sentence may differ in those.
 */
const sense = (text: string) => {
  const rest = text.replace(/^(Dette|This)\s+/, '')
  return rest === text ? text : rest.charAt(0).toLocaleUpperCase('nb') + rest.slice(1)
}

/** Texts that say the same thing in different words: each group is one message told two ways. */
function divergent(tree: object): string[][] {
  const bySense = new Map<string, Map<string, string[]>>()
  for (const [path, text] of texts(tree)) {
    const variants = bySense.get(sense(text)) ?? new Map<string, string[]>()
    variants.set(text, [...(variants.get(text) ?? []), path])
    bySense.set(sense(text), variants)
  }
  return [...bySense.values()]
    .filter((variants) => variants.size > 1)
    .map((variants) => [...variants.values()].map((paths) => paths[0]!))
}

describe.each([
  ['nb', { ...nb, staff: staffNb }],
  ['nn', nn],
  ['en', en],
])('one text per message in %s', (_name, messages) => {
  it('words each message one way wherever it is used', () => {
    expect(divergent(messages)).toEqual([])
  })
})

describe('the parity rules', () => {
  it('notice one message worded two ways', () => {
    const tree = {
      a: 'Må være en gyldig e-postadresse',
      b: 'Dette må være en gyldig e-postadresse',
    }
    expect(divergent(tree)).toEqual([['a', 'b']])
  })
})

describe('format', () => {
  it('groups the thousands of a count as Norwegian writes them', () => {
    expect(format(nb.catalogue.export.intro, { max: 2000 })).toContain('høyst 2\u00a0000 produkter')
    expect(format('{count} treff', { count: 123456 })).toBe('123\u00a0456 treff')
  })

  it('writes a number that names something as it is', () => {
    expect(format(nb.catalogue.product.unnamedMeasure, { id: 12345 })).toBe('Tiltak 12345')
  })
})
