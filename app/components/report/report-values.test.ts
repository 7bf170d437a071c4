import { describe, expect, it } from 'vitest'
import { concernSchema } from '../../../domain/reports/concern-schema.ts'
import { REPORT_FORMS } from './report-kinds.ts'
import { formFields } from '../form/form-values.ts'
import { changeRows, checkReport, reportFromForm, rowCount } from './report-values.ts'

function form(pairs: Array<[string, string]>) {
  const data = new FormData()
  for (const [name, value] of pairs) data.append(name, value)
  return formFields(data)
}

describe('reportFromForm', () => {
  it('gives repeated names as lists and group rows as objects, in the order of the form', () => {
    const entries = form([
      ['produkt_navn', 'Vannkoker'],
      ['hendelse_skadekonsekvens', 'Brannskade'],
      ['hendelse_skadekonsekvens', ''],
      ['hendelse_skadekonsekvens', 'Sykehus'],
      ['hendelse_skadedePersoner.1.kjonn', 'KVINNE'],
      ['hendelse_skadedePersoner.0.kjonn', 'MANN'],
      ['hendelse_skadedePersoner.0.alder', '7'],
    ])
    expect(reportFromForm(entries, REPORT_FORMS.bekymring.shape)).toEqual({
      produkt_navn: 'Vannkoker',
      hendelse_skadekonsekvens: ['Brannskade', 'Sykehus'],
      hendelse_skadedePersoner: [{ kjonn: 'MANN', alder: '7' }, { kjonn: 'KVINNE' }],
    })
  })

  it('gives an untouched list and group as empty', () => {
    const report = reportFromForm(form([]), REPORT_FORMS.meldeplikt.shape)
    expect(report.melder_rolle).toBeUndefined()
    expect(report.meldeplikt_importoerer).toEqual([])
  })
})

describe('checkReport', () => {
  it('names a problem in a group row by the form name of its field', () => {
    const entries = form([
      ['melder_kompetanse', 'PRIVAT_FORBRUKER'],
      ['produkt_navn', 'Vannkoker'],
      ['hendelse_beskrivelse', 'Lokket løsnet'],
      ['hendelse_skadedePersoner.0.kjonn', 'MANN'],
      ['hendelse_skadedePersoner.1.kjonn', ''],
      ['hendelse_skadedePersoner.1.alder', '200'],
    ])
    const checked = checkReport(
      concernSchema,
      reportFromForm(entries, REPORT_FORMS.bekymring.shape),
    )
    expect(checked.ok).toBe(false)
    if (checked.ok) return
    expect(checked.errors).toEqual({
      'hendelse_skadedePersoner.1.kjonn': { key: 'reports.required' },
      'hendelse_skadedePersoner.1.alder': {
        key: 'reports.outOfRange',
        params: { min: 0, max: 130 },
      },
    })
  })

  it('passes a complete report with its values parsed', () => {
    const entries = form([
      ['melder_kompetanse', 'FAGKOMPETANSE'],
      ['produkt_navn', 'Vannkoker'],
      ['hendelse_beskrivelse', 'Lokket løsnet'],
    ])
    const checked = checkReport(
      concernSchema,
      reportFromForm(entries, REPORT_FORMS.bekymring.shape),
    )
    expect(checked.ok && checked.data.produkt_navn).toBe('Vannkoker')
  })
})

describe('changeRows', () => {
  const groups = ['hendelse_skadedePersoner']

  it('adds an empty row after the last', () => {
    const entries = form([
      ['hendelse_skadedePersoner.0.kjonn', 'MANN'],
      ['_leggtil', 'hendelse_skadedePersoner'],
    ])
    const changed = changeRows(entries, groups)!
    expect(rowCount(changed, 'hendelse_skadedePersoner')).toBe(2)
    expect(changed._leggtil).toBeUndefined()
  })

  it('takes a row out and moves the rows after it up', () => {
    const entries = form([
      ['hendelse_skadedePersoner.0.kjonn', 'MANN'],
      ['hendelse_skadedePersoner.1.kjonn', 'KVINNE'],
      ['hendelse_skadedePersoner.2.kjonn', 'UKJENT'],
      ['_fjern', 'hendelse_skadedePersoner.1'],
    ])
    expect(changeRows(entries, groups)).toEqual({
      'hendelse_skadedePersoner.0.kjonn': ['MANN'],
      'hendelse_skadedePersoner.1.kjonn': ['UKJENT'],
    })
  })

  it('leaves a post with neither button, or naming another group, to be sent', () => {
    expect(changeRows(form([['produkt_navn', 'x']]), groups)).toBeUndefined()
    expect(changeRows(form([['_leggtil', 'produkt_navn']]), groups)).toBeUndefined()
  })
})

describe('names no form may use', () => {
  it('never reach a prototype: a posted `group.__proto__.field` is dropped', () => {
    const entries = form([
      ['meldeplikt_importoerer.__proto__.kjonn', '1'],
      ['meldeplikt_importoerer.constructor.prototype', '1'],
      ['meldeplikt_forhandlere.0.__proto__', '1'],
      ['__proto__', 'x'],
      ['constructor', 'x'],
      ['produkt_navn', 'Vannkoker'],
    ])
    const report = reportFromForm(entries, REPORT_FORMS.meldeplikt.shape)
    expect(({} as Record<string, unknown>).kjonn).toBeUndefined()
    expect(Object.prototype).not.toHaveProperty('kjonn')
    expect(report).toEqual({
      produkt_navn: 'Vannkoker',
      meldeplikt_importoerer: [],
      meldeplikt_forhandlere: [],
    })
    expect(changeRows({ ...entries, _fjern: ['meldeplikt_importoerer.0'] }, ['x'])).toBe(undefined)
  })

  it('takes group rows numbered 0 to 99 only, so a row index cannot make a huge form', () => {
    const entries = form([
      ['hendelse_skadedePersoner.99.kjonn', 'MANN'],
      ['hendelse_skadedePersoner.100.kjonn', 'MANN'],
      ['hendelse_skadedePersoner.-1.kjonn', 'MANN'],
      ['hendelse_skadedePersoner.01.kjonn', 'MANN'],
      ['hendelse_skadedePersoner.1e3.kjonn', 'MANN'],
      ['hendelse_skadedePersoner.0.kjonn.x', 'MANN'],
    ])
    const report = reportFromForm(entries, REPORT_FORMS.bekymring.shape)
    expect(report.hendelse_skadedePersoner).toEqual([{ kjonn: 'MANN' }])
    expect(rowCount(entries, 'hendelse_skadedePersoner')).toBe(100)
    const added = changeRows({ ...entries, _leggtil: ['hendelse_skadedePersoner'] }, [
      'hendelse_skadedePersoner',
    ])!
    expect(rowCount(added, 'hendelse_skadedePersoner')).toBe(100)
  })
})
