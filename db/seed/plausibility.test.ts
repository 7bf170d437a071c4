import { describe, expect, it } from 'vitest'
import { leafContexts } from './category-tree.ts'
import { coloursIn } from './colours.ts'
import { kindsOf } from './product-kinds.ts'
import { generateProducts, type ProductDraft } from './products.ts'

// What a newcomer sees first must be believable: no dumbbells with an electric-shock hazard,
// no white paint described as blue, no waffle iron with a battery.
const drafts = generateProducts({ count: 600, withdrawnCount: 4, now: new Date('2026-11-01') })

const kindName = (draft: ProductDraft) => draft.kind.noun.text
const problems = (check: (draft: ProductDraft) => string | null) =>
  drafts.flatMap((draft) => {
    const problem = check(draft)
    return problem ? [`${draft.fields.navn}: ${problem}`] : []
  })

const kinds = leafContexts().flatMap((context) => kindsOf(context))
const kindNamed = (noun: string) => kinds.find((kind) => kind.noun.text === noun)!

/** The colour the description says the product has ('Produktet er hvitt …'). */
function describedColour(beskrivelse: string) {
  const sentence = beskrivelse.split(/(?<=\.) /).find((text) => text.startsWith('Produktet er '))
  return sentence ? coloursIn(sentence.replace(/ med .*$/, '')) : []
}

describe('the demo products are believable', () => {
  it('have an electrical hazard only where they run on mains power', () => {
    expect(
      problems((draft) =>
        draft.risks.includes('Elektrisk støt') && draft.kind.power !== 'mains'
          ? `electric shock, but runs on ${draft.kind.power}`
          : null,
      ),
    ).toEqual([])
    const dumbbells = kindNamed('Manualsett')
    expect(dumbbells.power).toBe('none')
    expect(dumbbells.risks).not.toContain('Elektrisk støt')
  })

  it('speak of a battery only where the product has one, and of fuel only where it has an engine', () => {
    expect(
      problems((draft) => {
        const why = draft.fields.hvorforFarlig
        if (/batteri/i.test(why) && draft.kind.power !== 'battery') return `battery in: ${why}`
        if (/drivstoff|bensin/i.test(why) && draft.kind.power !== 'fuel') return `fuel in: ${why}`
        return null
      }),
    ).toEqual([])
    expect(kindNamed('Vaffeljern').power).toBe('mains')
  })

  it('name one colour in the name, the description and the pictures', () => {
    expect(
      problems((draft) => {
        const { navn, beskrivelse } = draft.fields
        const named = [...coloursIn(navn), ...describedColour(beskrivelse)]
        const wrong = named.filter((colour) => colour !== draft.colour)
        return wrong.length > 0 ? `says ${wrong.join(', ')}, is ${draft.colour}` : null
      }),
    ).toEqual([])
    const described = drafts.filter((draft) => describedColour(draft.fields.beskrivelse).length)
    expect(described.length).toBeGreaterThan(30)
    expect(kindNamed('Maling').colours).toContain('hvit')
  })

  it('take no repair or exchange for what is used up, such as creams and fireworks', () => {
    expect(
      problems((draft) =>
        draft.kind.consumable &&
        draft.measures.some(
          (measure) => measure === 'Retting av produktet' || measure === 'Ombytte',
        )
          ? `${draft.measures.join(', ')} for a consumable`
          : null,
      ),
    ).toEqual([])
  })

  it('are sold in grocery shops only when they are used up, never a moped or a saw', () => {
    expect(
      problems((draft) =>
        draft.fields.beskrivelse.includes('dagligvarebutikker') && !draft.kind.consumable
          ? 'sold in grocery shops'
          : null,
      ),
    ).toEqual([])
  })

  it('draw every product kind from a template with risks, and no colour or material in its sizes', () => {
    for (const context of leafContexts()) {
      for (const kind of kindsOf(context)) {
        expect(kind.risks.length, kind.noun.text).toBeGreaterThan(0)
        expect(
          kind.variants.flatMap((variant) => coloursIn(variant)),
          kind.noun.text,
        ).toEqual([])
        if (kind.risks.includes('Elektrisk støt')) expect(kind.power, kind.noun.text).toBe('mains')
      }
    }
  })

  it('keep every product kind to the risks of its template', () => {
    expect(
      problems((draft) => {
        const foreign = draft.risks.filter((risk) => !draft.kind.risks.includes(risk))
        return foreign.length > 0 ? `risks ${foreign.join(', ')} not of a ${kindName(draft)}` : null
      }),
    ).toEqual([])
  })
})
