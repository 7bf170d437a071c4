import type { FastifyReply } from 'fastify'

/**
 * How many large page bodies one process reads at once, and how the rest wait (decision 031).
 * A report posted without JavaScript carries its files in its body, and the form action holds
 * all of it in memory, a few times over while it is parsed and checked: two at once keep a
 * process within a few hundred MB, however many people send files at the same moment.
 */
export const LARGE_BODY_GATE = { slots: 2, waiting: 32, waitSeconds: 60, retryAfterSeconds: 30 }

export interface LargeBodyGate {
  /**
   * Resolves true once this request may read its body, holding its place until the answer has
   * gone (or the client has); false when too many wait already or the wait ran out, or when the
   * client went away while waiting.
   */
  enter(reply: FastifyReply): Promise<boolean>
}

/** A gate of `slots` places; up to `waiting` more wait, each at most `waitSeconds`, in order. */
export function createLargeBodyGate({
  slots,
  waiting,
  waitSeconds,
}: Omit<typeof LARGE_BODY_GATE, 'retryAfterSeconds'>): LargeBodyGate {
  let inside = 0
  const queue: Array<() => void> = []

  function admit(reply: FastifyReply) {
    inside++
    // 'close' comes once the answer is sent or the connection is lost, whichever is first.
    reply.raw.once('close', () => {
      inside--
      queue.shift()?.()
    })
  }

  return {
    async enter(reply) {
      if (inside < slots) {
        admit(reply)
        return true
      }
      if (queue.length >= waiting) return false
      return new Promise<boolean>((resolve) => {
        const turn = () => {
          settle()
          admit(reply)
          resolve(true)
        }
        const giveUp = () => {
          settle()
          resolve(false)
        }
        const timer = setTimeout(giveUp, waitSeconds * 1000)
        reply.raw.once('close', giveUp)
        function settle() {
          clearTimeout(timer)
          reply.raw.off('close', giveUp)
          const at = queue.indexOf(turn)
          if (at >= 0) queue.splice(at, 1)
        }
        queue.push(turn)
      })
    },
  }
}
