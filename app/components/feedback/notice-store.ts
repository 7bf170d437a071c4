/** Spec section 9: success notices last 2.5 s, error notices 30 s; a confirm waits for an answer. */
const SUCCESS_DURATION_MS = 2_500
const ERROR_DURATION_MS = 30_000

export interface Notice {
  id: number
  kind: 'success' | 'error'
  text: string
  /** An error's reference, for the visitor to copy and give to support. */
  reference?: string
  durationMs: number
  /** Paused while the pointer or focus is on it, so it cannot vanish while being read. */
  paused: boolean
}

export interface FeedbackState {
  notices: readonly Notice[]
  /** The question the confirm dialog asks now; further questions wait their turn. */
  confirm: { id: number; text: string } | null
}

interface Clock {
  setTimeout: (run: () => void, ms: number) => unknown
  clearTimeout: (handle: unknown) => void
  now: () => number
}

const systemClock: Clock = {
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
  now: () => Date.now(),
}

interface Timer {
  handle: unknown
  startedAt: number
  remainingMs: number
}

/**
 * The notices and confirm questions of one page, kept outside React so their timing can be
 * tested without a browser; components read it through useSyncExternalStore.
 */
export function createNoticeStore(clock: Clock = systemClock) {
  let state: FeedbackState = { notices: [], confirm: null }
  let nextId = 1
  const timers = new Map<number, Timer>()
  const questions: Array<{ id: number; text: string; answer: (yes: boolean) => void }> = []
  const listeners = new Set<() => void>()

  function set(next: FeedbackState) {
    state = next
    for (const listener of listeners) listener()
  }

  function startTimer(id: number, ms: number) {
    const handle = clock.setTimeout(() => dismiss(id), ms)
    timers.set(id, { handle, startedAt: clock.now(), remainingMs: ms })
  }

  function add(kind: Notice['kind'], text: string, durationMs: number, reference?: string) {
    const id = nextId++
    set({
      ...state,
      notices: [...state.notices, { id, kind, text, reference, durationMs, paused: false }],
    })
    startTimer(id, durationMs)
    return id
  }

  function dismiss(id: number) {
    const timer = timers.get(id)
    if (timer) clock.clearTimeout(timer.handle)
    timers.delete(id)
    if (state.notices.some((notice) => notice.id === id)) {
      set({ ...state, notices: state.notices.filter((notice) => notice.id !== id) })
    }
  }

  function setPaused(id: number, paused: boolean) {
    const timer = timers.get(id)
    const notice = state.notices.find((candidate) => candidate.id === id)
    if (!timer || !notice || notice.paused === paused) return
    if (paused) {
      clock.clearTimeout(timer.handle)
      timer.remainingMs = Math.max(0, timer.remainingMs - (clock.now() - timer.startedAt))
    } else {
      startTimer(id, timer.remainingMs)
    }
    set({
      ...state,
      notices: state.notices.map((candidate) =>
        candidate.id === id ? { ...candidate, paused } : candidate,
      ),
    })
  }

  function showNextQuestion() {
    const next = questions[0]
    set({ ...state, confirm: next ? { id: next.id, text: next.text } : null })
  }

  return {
    success: (text: string) => add('success', text, SUCCESS_DURATION_MS),
    error: (text: string, reference?: string) => add('error', text, ERROR_DURATION_MS, reference),
    dismiss,
    pause: (id: number) => setPaused(id, true),
    resume: (id: number) => setPaused(id, false),
    /** Resolves true on approve, false on cancel or Escape; never on its own (no timeout). */
    confirm(text: string): Promise<boolean> {
      return new Promise((resolve) => {
        questions.push({ id: nextId++, text, answer: resolve })
        if (questions.length === 1) showNextQuestion()
      })
    },
    answer: (yes: boolean) => {
      const question = questions.shift()
      if (!question) return
      question.answer(yes)
      showNextQuestion()
    },
    getSnapshot: () => state,
    subscribe: (listener: () => void) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

export type NoticeStore = ReturnType<typeof createNoticeStore>
