import { en } from './en.ts'
import { nb, type Messages } from './nb.ts'
import { nn } from './nn.ts'

export const languages = ['nb', 'nn', 'en'] as const
export type Language = (typeof languages)[number]
export const defaultLanguage: Language = 'nb'

/** The cookie that remembers a visitor's choice; the site has no login to keep it elsewhere. */
export const LANGUAGE_COOKIE = 'lang'
const ONE_YEAR_IN_SECONDS = 365 * 24 * 60 * 60

const catalogue: Record<Language, Messages> = { nb, nn, en }

/** Each language's name written in that language, as a language switch shows them. */
export const languageNames: Record<Language, string> = {
  nb: 'Bokmål',
  nn: 'Nynorsk',
  en: 'English',
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value)
}

/** The texts of one language; anything unknown falls back to Bokmål, the source language. */
export function messagesFor(lang: Language | null | undefined): Messages {
  return catalogue[lang ?? defaultLanguage] ?? nb
}

export interface LanguageChoice {
  lang: Language
  /** A Set-Cookie value when `?lang=` asked for a language, so the next pages keep it. */
  setCookie: string | null
}

/** `?lang=` wins, then the `lang` cookie, then Bokmål. */
export function chooseLanguage(request: Request): LanguageChoice {
  const asked = new URL(request.url).searchParams.get('lang')
  if (isLanguage(asked)) return { lang: asked, setCookie: languageCookie(asked) }
  const remembered = readCookie(request.headers.get('cookie'), LANGUAGE_COOKIE)
  return { lang: isLanguage(remembered) ? remembered : defaultLanguage, setCookie: null }
}

export function languageCookie(lang: Language): string {
  return `${LANGUAGE_COOKIE}=${lang}; Path=/; Max-Age=${ONE_YEAR_IN_SECONDS}; SameSite=Lax`
}

function readCookie(header: string | null, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const [key, ...value] = part.trim().split('=')
    if (key === name) return value.join('=')
  }
  return undefined
}
