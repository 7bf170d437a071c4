import { Link, useLocation } from 'react-router'
import { languageNames, languages } from '../../../i18n/language.ts'
import { useLanguage, useMessages } from '../messages/use-messages.ts'

/**
 * Links to the same page in each language. `?lang=` makes the root loader set the language
 * cookie, so the choice holds on the pages that follow. Each name is in its own language.
 */
export function LanguageSwitch() {
  const t = useMessages()
  const { search } = useLocation()
  const current = useLanguage()
  return (
    <nav aria-label={t.shell.footer.language} className="language-switch">
      <ul className="language-switch__list">
        {languages.map((lang) => {
          const params = new URLSearchParams(search)
          params.set('lang', lang)
          return (
            <li key={lang}>
              <Link
                to={{ search: `?${params.toString()}` }}
                lang={lang}
                hrefLang={lang}
                className="ds-link"
                data-color="neutral"
                aria-current={lang === current ? 'true' : undefined}
              >
                {languageNames[lang]}
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
