import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type SyntheticEvent,
} from 'react'

/** Spec section 9: "small" is below 600 px. */
const PHONE_QUERY = '(max-width: 599.98px)'

// Once the visitor opens or closes a section, that choice holds for the rest of the visit.
const chosenOpen = new Map<string, boolean>()

const useClientLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect

/**
 * The category section starts open, as the server renders it, and closes on phones. On the
 * first load an inline script (collapseScript) closes it before the first paint; after a
 * client-side navigation this hook does, also before paint. A visitor who opened or closed it
 * before the scripts loaded keeps that choice (the inline script marks it).
 */
export function usePhoneCollapse(section: string) {
  const ref = useRef<HTMLDetailsElement>(null)
  const [open, setOpen] = useState(true)
  useClientLayoutEffect(() => {
    const details = ref.current
    if (details?.dataset.chosen !== undefined) chosenOpen.set(section, details.open)
    setOpen(chosenOpen.get(section) ?? !window.matchMedia(PHONE_QUERY).matches)
  }, [section])
  const onToggle = useCallback(
    (event: SyntheticEvent<HTMLDetailsElement>) => {
      const isOpen = event.currentTarget.open
      setOpen((was) => {
        if (was !== isOpen) chosenOpen.set(section, isOpen)
        return isOpen
      })
    },
    [section],
  )
  return { ref, open, onToggle }
}

/**
 * Closes the section on a phone as soon as the HTML arrives, before the scripts have loaded, and
 * marks a press on its summary in that time, so the hydrated page keeps what the visitor chose.
 */
export function collapseScript(detailsId: string): string {
  return `(function(){var d=document.getElementById(${JSON.stringify(detailsId)});if(!d)return;if(window.matchMedia(${JSON.stringify(PHONE_QUERY)}).matches)d.open=false;d.firstElementChild.addEventListener('click',function(){d.dataset.chosen=''})})()`
}
