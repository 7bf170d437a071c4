import { PassThrough } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { webStreamOf } from './body-stream.ts'

describe('webStreamOf', () => {
  it('hands on the very chunks the body came in, in order, to its end', async () => {
    const source = new PassThrough()
    const sent = [Buffer.from('navn=Kari'), Buffer.from('&by=Oslo')]
    for (const chunk of sent) source.write(chunk)
    source.end()
    const reader = webStreamOf(source).getReader()
    const received: Uint8Array[] = []
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      received.push(read.value)
    }
    // Not copies: a copy of every chunk doubled what a post of files left to collect.
    expect(received).toHaveLength(2)
    expect(received[0]).toBe(sent[0])
    expect(received[1]).toBe(sent[1])
  })

  it('stops taking chunks from the body while no one reads them', async () => {
    const source = new PassThrough({ highWaterMark: 1024 })
    const stream = webStreamOf(source)
    let written = 0
    while (written < 64 * 1024 && source.write(Buffer.alloc(512))) written += 512
    await new Promise((resolve) => setImmediate(resolve))
    // Paused with its queue full: the body waits in the source, not in memory without bound.
    expect(source.isPaused()).toBe(true)
    expect(written).toBeLessThan(8 * 1024)
    const reader = stream.getReader()
    await reader.read()
    expect(source.isPaused()).toBe(false)
    await reader.cancel()
  })

  it('fails as the body fails, and a body destroyed before its end is no whole body', async () => {
    const tooLarge = new Response(null, { status: 413 })
    const failing = new PassThrough()
    const read = webStreamOf(failing).getReader().read()
    failing.destroy(tooLarge as unknown as Error)
    await expect(read).rejects.toBe(tooLarge)

    const cut = new PassThrough()
    const cutRead = webStreamOf(cut).getReader().read()
    cut.destroy()
    await expect(cutRead).rejects.toThrow('the body closed before its end')
  })

  it('destroys the body when the reader gives up', async () => {
    const source = new PassThrough()
    await webStreamOf(source).cancel(new Error('form unreadable'))
    expect(source.destroyed).toBe(true)
  })
})
