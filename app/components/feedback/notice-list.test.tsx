import { describe, expect, it } from 'vitest'
import { renderWithRouter } from '../../../tests/support/render-with-router.tsx'
import { LoadingBarView } from './loading-bar.tsx'
import { NoticeList, type NoticeActions } from './notice-list.tsx'
import type { Notice } from './notice-store.ts'

const actions: NoticeActions = {
  onDismiss: () => {},
  onPause: () => {},
  onResume: () => {},
  onCopy: () => {},
}

const success: Notice = {
  id: 1,
  kind: 'success',
  text: 'Abonnementet er aktivert',
  durationMs: 2_500,
  paused: false,
}
const error: Notice = {
  id: 2,
  kind: 'error',
  text: 'En feil har oppstått',
  reference: 'a1b2c3',
  durationMs: 30_000,
  paused: false,
}

/** The part of the HTML inside the element that carries `role="{role}"`. */
function region(html: string, role: 'status' | 'alert') {
  const start = html.indexOf(`role="${role}"`)
  const end = html.indexOf('role="', start + 1)
  return html.slice(start, end === -1 ? undefined : end)
}

describe('NoticeList', () => {
  it('puts success in the status region and errors in the alert region', async () => {
    const html = await renderWithRouter(<NoticeList notices={[success, error]} {...actions} />)
    expect(region(html, 'status')).toContain('Abonnementet er aktivert')
    expect(region(html, 'status')).not.toContain('En feil har oppstått')
    expect(region(html, 'alert')).toContain('En feil har oppstått')
  })

  it("offers an error's reference to read and to copy, with a 30 s countdown", async () => {
    const html = await renderWithRouter(<NoticeList notices={[error]} {...actions} />)
    expect(html).toContain('Referanse: a1b2c3')
    expect(html).toMatch(/<button[^>]*>Kopier referanse<\/button>/)
    expect(html).toMatch(
      /class="notice__progress" aria-hidden="true" style="animation-duration:30000ms"/,
    )
  })

  it('gives a success notice no reference and no countdown', async () => {
    const html = await renderWithRouter(<NoticeList notices={[success]} {...actions} />)
    expect(html).not.toContain('Kopier referanse')
    expect(html).not.toContain('notice__progress')
  })

  it('has a named close button on every notice', async () => {
    const html = await renderWithRouter(<NoticeList notices={[success, error]} {...actions} />)
    expect(html.match(/<button[^>]*aria-label="Lukk varselet"/g)).toHaveLength(2)
  })

  it('speaks Nynorsk on a Nynorsk page', async () => {
    const html = await renderWithRouter(<NoticeList notices={[error]} {...actions} />, {
      lang: 'nn',
    })
    expect(html).toContain('aria-label="Varsel"')
    expect(html).toContain('aria-label="Lukk varselet"')
  })
})

describe('LoadingBarView', () => {
  it('is a named progress bar', async () => {
    const html = await renderWithRouter(<LoadingBarView label="Laster inn" />)
    expect(html).toBe('<div class="loading-bar" role="progressbar" aria-label="Laster inn"></div>')
  })
})
