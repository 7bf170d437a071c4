import { describe, expect, it } from 'vitest'
import { createRequestTracker } from './request-tracker.ts'

describe('createRequestTracker', () => {
  it('counts a request until it settles, whether it succeeds or fails', async () => {
    const tracker = createRequestTracker()
    let succeed!: (value: string) => void
    let fail!: (reason: Error) => void
    const ok = tracker.track('/api/v1/vedlegg', new Promise<string>((r) => (succeed = r)))
    const bad = tracker.track('/api/v1/bekymring', new Promise<string>((_, r) => (fail = r)))
    expect(tracker.getSnapshot()).toEqual(['/api/v1/vedlegg', '/api/v1/bekymring'])
    succeed('done')
    await expect(ok).resolves.toBe('done')
    expect(tracker.getSnapshot()).toEqual(['/api/v1/bekymring'])
    fail(new Error('nope'))
    await expect(bad).rejects.toThrow('nope')
    expect(tracker.getSnapshot()).toEqual([])
  })
})
