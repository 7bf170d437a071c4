import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { renderWithRouter } from '../../../tests/support/render-with-router.tsx'
import { ReportFormStateProvider } from './report-form-state.tsx'
import { ReportChoices, ReportSelect, ReportTextarea, ReportTextField } from './report-fields.tsx'

/**
 * A field's description and error are tied to its control by id in the HTML, each once. In the
 * browser Designsystemet's <ds-field> element adds the ids it finds to aria-describedby again,
 * so a field that writes them itself must not sit in one (a screen reader heard them twice).
 */

const errors = {
  produkt_kategori: { key: 'reports.required' },
  produkt_navn: { key: 'reports.required' },
}

async function describedBy(field: ReactNode, control: string) {
  const html = await renderWithRouter(
    <ReportFormStateProvider values={{}} errors={errors}>
      {field}
    </ReportFormStateProvider>,
  )
  const tag = new RegExp(`<${control}[^>]*aria-describedby="([^"]*)"`).exec(html)
  expect(tag, `a ${control} with aria-describedby`).not.toBeNull()
  return { html, ids: tag![1]!.split(' ') }
}

const fields: Array<[string, ReactNode, string, string[]]> = [
  [
    'a select',
    <ReportSelect
      name="produkt_kategori"
      description="Velg den som passer best"
      options={[{ value: '1', label: 'Leker' }]}
      placeholder="Velg"
    />,
    'select',
    ['felt-produkt_kategori-description', 'felt-produkt_kategori-error'],
  ],
  [
    'a text area',
    <ReportTextarea name="hendelse_beskrivelse" description="Fortell med egne ord" />,
    'textarea',
    ['felt-hendelse_beskrivelse-description'],
  ],
  [
    'a text field',
    <ReportTextField name="produkt_navn" description="Som det står på produktet" />,
    'input',
    ['felt-produkt_navn-description', 'felt-produkt_navn-error'],
  ],
]

describe('a report field’s description and error', () => {
  for (const [what, field, control, expected] of fields) {
    it(`are named once each by ${what}, outside <ds-field>`, async () => {
      const { html, ids } = await describedBy(field, control)
      expect(ids).toEqual(expected)
      for (const id of ids) expect(html).toContain(`id="${id}"`)
      expect(html).not.toContain('<ds-field')
      expect(html).toContain('class="ds-field"')
    })
  }
})

describe('a report field’s options', () => {
  it('each have an id without whitespace, their own, which their label points at', async () => {
    // Option values are text, as the concern form's injury consequences are.
    const values = ['Varig skade', 'Varig\tskade', 'Varig%20skade', 'Innlagt på sykehus', 'SE']
    const html = await renderWithRouter(
      <ReportFormStateProvider values={{}} errors={{}}>
        <ReportChoices
          name="hendelse_skadekonsekvens"
          multiple
          options={values.map((value) => ({ value, label: value }))}
        />
      </ReportFormStateProvider>,
    )
    const ids = [...html.matchAll(/<input[^>]*\sid="([^"]*)"/g)].map((match) => match[1]!)
    expect(ids).toHaveLength(values.length)
    expect(new Set(ids).size).toBe(values.length)
    for (const id of ids) {
      expect(id).not.toMatch(/[\s]/)
      expect(html).toContain(`for="${id}"`)
    }
    // A value that is already a good id stays readable (the browser tests find it so).
    expect(ids).toContain('felt-hendelse_skadekonsekvens-SE')
  })
})
