/**
 * Whether the process has done its start-up work and may be sent requests (/ready). Each piece
 * of work registers before it starts and marks itself done; the change feed tells how far this
 * process has applied the product changes (decision 040).
 */
export interface Readiness {
  /** Registers work the process must finish before it is ready; answers its "done". */
  waitFor(work: string): () => void
  /** Where the change feed's applied number is read from, once it follows the feed. */
  followChanges(appliedSeq: () => number): void
  /** The change number applied, once every piece of work is done; undefined until then. */
  readyAt(): number | undefined
}

export function createReadiness(): Readiness {
  const pending = new Set<string>()
  let appliedSeq: (() => number) | undefined
  return {
    waitFor(work) {
      pending.add(work)
      return () => pending.delete(work)
    },
    followChanges(source) {
      appliedSeq = source
    },
    readyAt() {
      if (pending.size || !appliedSeq) return undefined
      return appliedSeq()
    },
  }
}
