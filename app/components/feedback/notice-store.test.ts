import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createNoticeStore } from './notice-store.ts'

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

const texts = (store: ReturnType<typeof createNoticeStore>) =>
  store.getSnapshot().notices.map((notice) => notice.text)

describe('notices', () => {
  it('takes a success notice away after 2.5 s', () => {
    const store = createNoticeStore()
    store.success('Abonnementet er aktivert')
    vi.advanceTimersByTime(2_499)
    expect(texts(store)).toEqual(['Abonnementet er aktivert'])
    vi.advanceTimersByTime(1)
    expect(texts(store)).toEqual([])
  })

  it('keeps an error notice for 30 s, with its reference', () => {
    const store = createNoticeStore()
    store.error('En feil har oppstått', 'a1b2c3')
    expect(store.getSnapshot().notices[0]).toMatchObject({
      kind: 'error',
      reference: 'a1b2c3',
      durationMs: 30_000,
    })
    vi.advanceTimersByTime(29_999)
    expect(texts(store)).toHaveLength(1)
    vi.advanceTimersByTime(1)
    expect(texts(store)).toEqual([])
  })

  it('can be dismissed before its time', () => {
    const store = createNoticeStore()
    const id = store.error('En feil har oppstått')
    store.dismiss(id)
    expect(texts(store)).toEqual([])
    vi.advanceTimersByTime(30_000)
    expect(texts(store)).toEqual([])
  })

  it('stops the clock while paused and runs out the rest after', () => {
    const store = createNoticeStore()
    const id = store.error('En feil har oppstått')
    vi.advanceTimersByTime(10_000)
    store.pause(id)
    expect(store.getSnapshot().notices[0]?.paused).toBe(true)
    vi.advanceTimersByTime(60_000)
    expect(texts(store)).toHaveLength(1)
    store.resume(id)
    vi.advanceTimersByTime(19_999)
    expect(texts(store)).toHaveLength(1)
    vi.advanceTimersByTime(1)
    expect(texts(store)).toEqual([])
  })

  it('tells its listeners of every change', () => {
    const store = createNoticeStore()
    const listener = vi.fn()
    const unsubscribe = store.subscribe(listener)
    store.success('Lagret')
    vi.advanceTimersByTime(2_500)
    expect(listener).toHaveBeenCalledTimes(2)
    unsubscribe()
    store.success('Lagret igjen')
    expect(listener).toHaveBeenCalledTimes(2)
  })
})

describe('confirm', () => {
  it('waits for an answer however long it takes', async () => {
    const store = createNoticeStore()
    const answer = store.confirm('Vil du slette abonnementet?')
    vi.advanceTimersByTime(10 * 60_000)
    expect(store.getSnapshot().confirm?.text).toBe('Vil du slette abonnementet?')
    store.answer(true)
    await expect(answer).resolves.toBe(true)
    expect(store.getSnapshot().confirm).toBeNull()
  })

  it('asks one question at a time, in order', async () => {
    const store = createNoticeStore()
    const first = store.confirm('Første?')
    const second = store.confirm('Andre?')
    expect(store.getSnapshot().confirm?.text).toBe('Første?')
    store.answer(false)
    await expect(first).resolves.toBe(false)
    expect(store.getSnapshot().confirm?.text).toBe('Andre?')
    store.answer(true)
    await expect(second).resolves.toBe(true)
  })
})
