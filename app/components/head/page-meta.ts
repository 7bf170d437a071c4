import type { MetaDescriptor } from 'react-router'
import { defaultShareImage, headTags, keywordsTag, type ShareImage } from './head-tags.ts'
import { defaultLanguage, isLanguage, messagesFor, type Language } from '../../../i18n/language.ts'
import type { Messages } from '../../../i18n/nb.ts'

/** Spec section 9: longer titles drop the app name; descriptions are cut with an ellipsis. */
const TITLE_MAX_LENGTH = 60
const DESCRIPTION_MAX_LENGTH = 147

/** 'Farlige produkter - {title}', or only the page title when that would pass 60 characters. */
export function pageTitle(appName: string, title: string): string {
  const full = `${appName} - ${title}`
  return full.length > TITLE_MAX_LENGTH ? title : full
}

export function metaDescription(text: string): string {
  return text.length > DESCRIPTION_MAX_LENGTH
    ? `${text.slice(0, DESCRIPTION_MAX_LENGTH).trimEnd()}...`
    : text
}

type MetaMatchLike = { id: string; loaderData?: unknown; pathname?: string } | undefined

/** What a page may tell about itself; everything but the title has a default. */
export interface PageMetaFields {
  title: string
  description?: string
  /**
   * Written as the keywords meta tag, e.g. a product's distinct risk names; the site's own
   * keywords (`app.keywords`) when a page gives none.
   */
  keywords?: readonly string[]
  /** The share image; the site's default 512x512 image otherwise. */
  image?: ShareImage
  type?: 'website' | 'article'
  /**
   * The Atom feed of what the page lists, linked for feed readers to discover; its address is
   * given without `lang`, which the visitor's language is added as.
   */
  feed?: { title: string; href: string }
}

/** This site's origin, as the root loader saw it in the request. */
function originOf(matches: readonly MetaMatchLike[]): string | undefined {
  const data = matches.find((match) => match?.id === 'root')?.loaderData
  const origin = data && typeof data === 'object' && 'origin' in data ? data.origin : undefined
  return typeof origin === 'string' ? origin : undefined
}

/** The language the root loader chose, read from the matches a `meta` function receives. */
function languageOf(matches: readonly MetaMatchLike[]): Language {
  const data = matches.find((match) => match?.id === 'root')?.loaderData
  const lang = data && typeof data === 'object' && 'lang' in data ? data.lang : undefined
  return isLanguage(lang) ? lang : defaultLanguage
}

/**
 * What every route's `meta` export returns: the title and description in the visitor's language,
 * and the canonical address, Open Graph and Twitter card tags. The canonical address is the
 * page's path; pass `location` where the query belongs to the page's identity (a search).
 * @example export const meta: Route.MetaFunction = ({ matches }) =>
 *   pageMeta(matches, (t) => ({ title: t.pages.home.title }))
 */
export function pageMeta(
  matches: readonly MetaMatchLike[],
  pick: (messages: Messages) => PageMetaFields,
  location?: { pathname: string; search: string },
): MetaDescriptor[] {
  const lang = languageOf(matches)
  const messages = messagesFor(lang)
  const { title, description = messages.app.description, ...fields } = pick(messages)
  // Spec section 2: every navigation sets keywords, so a page without its own has the site's.
  const keywords = fields.keywords?.length ? fields.keywords : messages.app.keywords.split(',')
  const fullTitle = pageTitle(messages.app.name, title)
  const cut = metaDescription(description)
  const tags: MetaDescriptor[] = [
    { title: fullTitle },
    { name: 'description', content: cut },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: cut },
  ]
  if (fields.feed) tags.push(feedLink(fields.feed, lang))
  const origin = originOf(matches)
  const page = matches.at(-1)
  // Only the root itself drawing the page means an error page: it has no address of its own.
  const pathname = location?.pathname ?? (page?.id === 'root' ? undefined : page?.pathname)
  if (!origin || !pathname) return tags.concat(keywordsTag(keywords))
  return tags.concat(
    headTags({
      origin,
      pathname,
      search: location?.search,
      lang,
      siteName: messages.app.name,
      image: fields.image ?? defaultShareImage(messages.info.head.shareImageAlt),
      keywords,
      type: fields.type,
    }),
  )
}

function feedLink(feed: { title: string; href: string }, lang: Language): MetaDescriptor {
  const href =
    lang === defaultLanguage
      ? feed.href
      : `${feed.href}${feed.href.includes('?') ? '&' : '?'}lang=${lang}`
  return {
    tagName: 'link',
    rel: 'alternate',
    type: 'application/atom+xml',
    title: feed.title,
    href,
  }
}
