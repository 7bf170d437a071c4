import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithRouter } from '../../../tests/support/render-with-router.tsx'
import { nb } from '../../../i18n/nb.ts'
import { nn } from '../../../i18n/nn.ts'
import { copyReference, createNotify, FeedbackProvider, useNotify } from './feedback-provider.tsx'
import { createNoticeStore } from './notice-store.ts'

const browser = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/140 Safari/537.36'

describe('createNotify', () => {
  it('shows an error in the words of spec section 8, with its reference', () => {
    const store = createNoticeStore()
    createNotify(store, nb, 'nb', browser).error({
      type: 'TIMEOUT',
      message: 'timeout',
      reference: 'a1b2c3',
    })
    expect(store.getSnapshot().notices).toMatchObject([
      {
        kind: 'error',
        text: 'Forespørselen tok for lang tid. Prøv igjen senere',
        reference: 'a1b2c3',
        durationMs: 30_000,
      },
    ])
  })

  it("speaks the visitor's language", () => {
    const store = createNoticeStore()
    createNotify(store, nn, 'nn', browser).error({ type: 'PageNotFound' })
    expect(store.getSnapshot().notices[0]?.text).toBe(nn.errors.PageNotFound)
  })

  it('shows no error notice to a prerendering crawler, but still confirms success', () => {
    const store = createNoticeStore()
    const notify = createNotify(store, nb, 'nb', 'Mozilla/5.0 (compatible; Prerender)')
    notify.error({ type: 'UNEXPECTED_ERROR', reference: 'x' })
    notify.success('Lagret')
    expect(store.getSnapshot().notices.map((notice) => notice.kind)).toEqual(['success'])
  })

  it('passes a confirm question on and answers with the choice', async () => {
    const store = createNoticeStore()
    const answer = createNotify(store, nb, 'nb', browser).confirm('Slette abonnementet?')
    expect(store.getSnapshot().confirm?.text).toBe('Slette abonnementet?')
    store.answer(false)
    await expect(answer).resolves.toBe(false)
  })
})

describe('FeedbackProvider', () => {
  it('gives the page useNotify, and draws empty live regions ready for notices', async () => {
    let notify: unknown
    function Page() {
      notify = useNotify()
      return <p>Innhold</p>
    }
    const html = await renderWithRouter(
      <FeedbackProvider>
        <Page />
      </FeedbackProvider>,
    )
    expect(notify).toMatchObject({
      success: expect.any(Function),
      error: expect.any(Function),
      confirm: expect.any(Function),
    })
    expect(html).toContain('<p>Innhold</p>')
    expect(html).toMatch(/<section class="notices" aria-label="Varsler">/)
    expect(html).toContain('<div role="status" class="notices__group"></div>')
    expect(html).toContain('<div role="alert" class="notices__group"></div>')
    // The confirm dialog is there, closed; no loading bar while nothing loads.
    expect(html).toMatch(/<dialog[^>]*class="ds-dialog confirm-dialog"/)
    expect(html).not.toMatch(/<dialog[^>]*\sopen/)
    expect(html).not.toContain('role="progressbar"')
  })

  it('refuses useNotify outside the provider, so a missing mount is found at once', async () => {
    function Page() {
      useNotify()
      return null
    }
    await expect(renderWithRouter(<Page />)).rejects.toThrow(/FeedbackProvider/)
  })
})

describe('copyReference', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('puts the reference on the clipboard, then says it is copied', async () => {
    const writeText = vi.fn(async (_text: string) => {})
    vi.stubGlobal('navigator', { clipboard: { writeText } })
    const store = createNoticeStore()
    store.error('En feil har oppstått', 'a1b2c3')
    await copyReference(store, 'a1b2c3', nb.errors.referenceCopied)
    expect(writeText).toHaveBeenCalledExactlyOnceWith('a1b2c3')
    expect(store.getSnapshot().notices.at(-1)).toMatchObject({
      kind: 'success',
      text: 'Feilreferansen er kopiert til utklippstavla!',
    })
  })

  it('says nothing when the browser refuses to copy', async () => {
    const writeText = vi.fn(async (_text: string) => {
      throw new DOMException('Write permission denied.', 'NotAllowedError')
    })
    const field = { value: '', style: {}, setAttribute() {}, select() {}, remove() {} }
    vi.stubGlobal('navigator', { clipboard: { writeText } })
    vi.stubGlobal('document', {
      createElement: () => field,
      body: { append() {} },
      execCommand: () => false,
    })
    const store = createNoticeStore()
    await copyReference(store, 'a1b2c3', nb.errors.referenceCopied)
    expect(writeText).toHaveBeenCalledWith('a1b2c3')
    expect(store.getSnapshot().notices).toEqual([])
  })
})
