import { useCallback, useEffect, useRef, useState } from 'react'
import type { Suggestion } from './load-suggestions.server.ts'

/** Short enough to feel immediate, long enough not to ask for every letter of a typed word. */
const SUGGEST_DEBOUNCE_MS = 150
const MIN_LENGTH = 2

/**
 * The header search's suggestions for what is typed, from GET /forslag: asked for once the
 * typing pauses, only the latest answer kept. `undefined` while there is nothing to show.
 */
export function useSuggestions() {
  const [suggestions, setSuggestions] = useState<Suggestion[] | undefined>(undefined)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const asking = useRef<AbortController>(undefined)

  const stop = useCallback(() => {
    clearTimeout(timer.current)
    asking.current?.abort()
  }, [])

  const close = useCallback(() => {
    stop()
    setSuggestions(undefined)
  }, [stop])

  const suggest = useCallback(
    (typed: string) => {
      stop()
      const q = typed.trim()
      if (q.length < MIN_LENGTH) return setSuggestions(undefined)
      timer.current = setTimeout(() => {
        const controller = new AbortController()
        asking.current = controller
        fetch(`/forslag?q=${encodeURIComponent(q)}`, { signal: controller.signal })
          .then((response) => (response.ok ? response.json() : { suggestions: undefined }))
          .then((body: { suggestions?: Suggestion[] }) => setSuggestions(body.suggestions))
          // A newer question aborted this one, or the network failed: the plain search remains.
          .catch(() => undefined)
      }, SUGGEST_DEBOUNCE_MS)
    },
    [stop],
  )

  useEffect(() => stop, [stop])

  return { suggestions, suggest, close }
}
