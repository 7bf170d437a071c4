import { format } from '../../../i18n/format.ts'
import { useMessages } from '../messages/use-messages.ts'
import type { Suggestion } from './load-suggestions.server.ts'

export const SUGGESTIONS_ID = 'header-search-suggestions'
export const optionId = (index: number) => `${SUGGESTIONS_ID}-${index}`

/**
 * The listbox of the header search's combobox (WAI-ARIA 1.2, list autocomplete) and a polite
 * status saying how many suggestions there are. The focus stays in the field: the active option
 * is pointed at by its aria-activedescendant, and a click must not take the focus away first.
 */
export function SearchSuggestions({
  suggestions,
  active,
  onChoose,
}: {
  suggestions: Suggestion[] | undefined
  active: number
  onChoose: (suggestion: Suggestion) => void
}) {
  const t = useMessages()
  const count = suggestions?.length ?? 0
  const status =
    suggestions === undefined
      ? ''
      : count
        ? format(t.shell.search.suggestionCount, { count })
        : t.shell.search.noSuggestions
  return (
    <>
      <ul
        id={SUGGESTIONS_ID}
        role="listbox"
        aria-label={t.shell.search.suggestions}
        className="header-search__suggestions"
        hidden={!count}
      >
        {suggestions?.map((suggestion, index) => (
          // The keys are the field's (ArrowDown, ArrowUp, Enter): the focus never leaves it.
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events
          <li
            key={suggestion.href}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onChoose(suggestion)}
          >
            {suggestion.label}
            {suggestion.kind === 'category' && (
              <span className="header-search__kind"> – {t.shell.search.suggestionCategory}</span>
            )}
          </li>
        ))}
      </ul>
      <div role="status" className="ds-sr-only">
        {status}
      </div>
    </>
  )
}
