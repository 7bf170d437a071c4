import type { FastifyReply } from 'fastify'

/**
 * How many large page bodies one process reads at once, and how the rest wait (decisions 031
 * and 064). The staff import and product forms are read whole, a few times over while parsed:
 * two at once keep a process within a few hundred MB, however many people send files at the
 * same moment. A report's files stream to disk and cost little memory while they arrive (20
 * posts of 100 MB at once raised a process by 39–56 MB with 20 places, 9–50 MB with two, in the
 * same time: the disk is the bound), but each file is in memory while it is saved.
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
