import { describe, expect, it } from 'vitest'
import { checkProductForm } from './product-form-check.ts'
import { readProductForm } from './product-form-values.ts'

/** The product form as posted: the same reading the action and the page's check both use. */
function posted(pairs: Array<[string, string]>) {
  const form = new FormData()
  for (const [name, value] of pairs) form.append(name, value)
  return readProductForm(form)
}

const whole: Array<[string, string]> = [
  ['navn', 'Vannkoker Glød'],
  ['kjennetegn', 'Modell 12'],
  ['beskrivelse', 'Hvit vannkoker'],
  ['hvorforFarlig', 'Kan ta fyr'],
  ['forbrukerAksjon', 'Lever den tilbake'],
  ['fareList.0.risikoId', '1'],
  ['fareList.0.produktKategoriId', '4'],
  ['fareList.1.risikoId', ''],
  ['fareList.1.produktKategoriId', ''],
  ['myndighet', '2'],
]

describe('checkProductForm', () => {
  it('takes a whole product for publishing, the blank hazard rows left out', () => {
    const { values, intent } = posted([...whole, ['handling', 'publiser']])
    const checked = checkProductForm(values, intent!)
    expect(checked.ok).toBe(true)
    expect(checked.ok && checked.data.fareList).toEqual([{ risikoId: 1, produktKategoriId: 4 }])
  })

  it('names each problem by its form field, in the Norwegian the page shows', () => {
    const { values } = posted([
      ...whole.filter(([name]) => name !== 'navn' && !name.startsWith('fareList')),
      ['navn', '   '],
      ['lenke', 'www.example.no'],
      ['utland', 'true'],
      ['fareList.0.risikoId', '1'],
      ['fareList.0.produktKategoriId', ''],
    ])
    expect(checkProductForm(values, 'publiser')).toEqual({
      ok: false,
      errors: {
        navn: 'Dette feltet er påkrevd!',
        lenke: 'Lenken må være en hel nettadresse, med https:// eller http://',
        'fareList.0.produktKategoriId': 'Dette feltet er påkrevd!',
        meldingFraLand: 'Velg landet produktet er meldt fra',
      },
    })
  })

  it('asks of a draft only the responsible authority, and form in what is typed', () => {
    const { values } = posted([
      ['navn', 'Vannkoker'],
      ['myndighet', ''],
    ])
    expect(checkProductForm(values, 'utkast')).toEqual({
      ok: false,
      errors: { myndighet: 'Dette feltet er påkrevd!' },
    })
    const { values: named } = posted([
      ['navn', 'Vannkoker'],
      ['myndighet', '2'],
    ])
    expect(checkProductForm(named, 'utkast').ok).toBe(true)
    expect(checkProductForm(named, 'lagre')).toMatchObject({
      ok: false,
      errors: { fareList: 'Velg minst én risiko med kategori' },
    })
  })
})
