import { useRouteLoaderData } from 'react-router'
import { defaultLanguage, isLanguage, messagesFor, type Language } from '../../../i18n/language.ts'
import type { Messages } from '../../../i18n/nb.ts'

/**
 * The language the root loader chose for this request. Read loosely rather than through the root
 * module's types, so components do not import root.tsx (which imports them).
 */
export function useLanguage(): Language {
  const data: unknown = useRouteLoaderData('root')
  const lang = data && typeof data === 'object' && 'lang' in data ? data.lang : undefined
  return isLanguage(lang) ? lang : defaultLanguage
}

export function useMessages(): Messages {
  return messagesFor(useLanguage())
}
