import type { Readable } from 'node:stream'

/**
 * A request body as the web stream React Router's `Request` reads, its chunks handed on as they
 * are. The React Router adapter's own conversion (like Node's `Readable.toWeb`) copies every
 * chunk, which for a report's files doubled the garbage a post leaves for the collector, and
 * with it the process's memory while posts stream (decision 064). Nothing here keeps a chunk or
 * writes into one, so no copy is needed. The source is paused while the stream's queue is full,
 * an error of the source is the stream's, and cancelling the stream destroys the source.
 */
export function webStreamOf(source: Readable): ReadableStream<Uint8Array> {
  let settled = false
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        source.on('data', (chunk: Buffer) => {
          if (settled) return
          controller.enqueue(chunk)
          if ((controller.desiredSize ?? 0) <= 0) source.pause()
        })
        source.once('end', () => {
          if (!settled) controller.close()
          settled = true
        })
        source.once('error', (error) => {
          if (!settled) controller.error(error)
          settled = true
        })
        // Destroyed with no error and no end: a body cut short is no whole body.
        source.once('close', () => {
          if (!settled) controller.error(new Error('the body closed before its end'))
          settled = true
        })
      },
      pull() {
        source.resume()
      },
      cancel(reason) {
        settled = true
        source.destroy(reason instanceof Error ? reason : undefined)
      },
    },
    { highWaterMark: source.readableHighWaterMark, size: (chunk) => chunk.byteLength },
  )
}
