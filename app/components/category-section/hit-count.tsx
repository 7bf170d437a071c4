import { useMessages } from '../messages/use-messages.ts'

/** '74', read out as '74 produkter' (the word is there for screen readers only). */
export function HitCount({ hits }: { hits: number }) {
  const t = useMessages()
  const word = hits === 1 ? t.catalogue.categories.product : t.catalogue.categories.products
  return (
    <span className="hit-count">
      {hits}
      <span className="ds-sr-only"> {word}</span>
    </span>
  )
}
