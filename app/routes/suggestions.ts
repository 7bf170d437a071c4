import { servicesContext } from '#app-context'
import { chooseLanguage, messagesFor } from '../../i18n/language.ts'
import { format } from '../../i18n/format.ts'
import {
  loadSuggestions,
  MAX_SUGGESTION_LENGTH,
  MIN_SUGGESTION_LENGTH,
} from '../components/site-header/load-suggestions.server.ts'
import { requestLog } from '../request-log.server.ts'
import type { Route } from './+types/suggestions.ts'

/**
 * GET /forslag?q=…: the suggestions under the header search field, as JSON for its script. Kept
 * a short while by browsers and caches: the catalogue changes a few times a day, and a visitor
 * typing back and forth asks for the same letters again.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const q = (new URL(request.url).searchParams.get('q') ?? '').trim()
  if (q.length < MIN_SUGGESTION_LENGTH || q.length > MAX_SUGGESTION_LENGTH) {
    const t = messagesFor(chooseLanguage(request).lang)
    const message = format(t.shell.search.suggestionQueryLength, {
      min: MIN_SUGGESTION_LENGTH,
      max: MAX_SUGGESTION_LENGTH,
    })
    const reference = requestLog()?.reference ?? ''
    return Response.json(
      { type: 'InvalidSuggestionQuery', message, reference },
      { status: 400, headers: { 'Cache-Control': 'no-store' } },
    )
  }
  const suggestions = await loadSuggestions(context.get(servicesContext), q)
  return Response.json({ suggestions }, { headers: { 'Cache-Control': 'public, max-age=60' } })
}
