/** Spec section 9: after a navigation the page scrolls to the top over 500 ms. */
const SCROLL_TO_TOP_MS = 500

/** Ease in and out, so the scroll starts and stops gently. */
function easeInOut(progress: number): number {
  const p = Math.min(Math.max(progress, 0), 1)
  return p < 0.5 ? 2 * p * p : 1 - (-2 * p + 2) ** 2 / 2
}

/**
 * Scrolls the window from `from` to the top over `duration`, frame by frame; stops early if the
 * visitor scrolls, types or touches. Returns a function that stops it.
 */
export function animateScrollToTop(from: number, duration = SCROLL_TO_TOP_MS): () => void {
  let frame = 0
  let start: number | undefined
  const stop = () => {
    cancelAnimationFrame(frame)
    for (const type of interruptions) window.removeEventListener(type, stop)
  }
  const interruptions = ['wheel', 'touchstart', 'keydown'] as const
  for (const type of interruptions) window.addEventListener(type, stop, { passive: true })
  const step = (now: number) => {
    start ??= now
    const progress = (now - start) / duration
    window.scrollTo(0, Math.round(from * (1 - easeInOut(progress))))
    if (progress < 1) frame = requestAnimationFrame(step)
    else stop()
  }
  frame = requestAnimationFrame(step)
  return stop
}

export function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches
}
