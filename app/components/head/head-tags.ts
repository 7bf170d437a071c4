import type { MetaDescriptor } from 'react-router'
import { defaultLanguage, languages, type Language } from '../../../i18n/language.ts'

/** Open Graph names the language and the country together, with an underscore. */
const OG_LOCALES: Record<Language, string> = { nb: 'nb_NO', nn: 'nn_NO', en: 'en_GB' }

/** Spec section 2: a 512x512 default share image, for pages that have no picture of their own. */
const DEFAULT_SHARE_IMAGE = {
  path: '/share-image.png',
  width: 512,
  height: 512,
  type: 'image/png',
} as const

/** Parameters campaign tools and social sites add to a link; they never change what a page shows. */
const TRACKING_PARAM =
  /^(utm_.+|fbclid|gclid|dclid|gbraid|wbraid|msclkid|yclid|twclid|ttclid|igshid|mc_cid|mc_eid|_ga|_gl|li_fat_id)$/i

export interface ShareImage {
  /** A path on this site or an absolute address. */
  url: string
  alt: string
  width?: number
  height?: number
}

export interface HeadTagsInput {
  origin: string
  pathname: string
  /** The query as the visitor sent it; tracking parameters and `lang` are dropped. */
  search?: string
  lang: Language
  siteName: string
  image: ShareImage
  keywords?: readonly string[]
  type?: 'website' | 'article'
}

/** An address made absolute against this site's origin; absolute addresses pass unchanged. */
export function absoluteUrl(origin: string, url: string): string {
  return new URL(url, origin).toString()
}

/**
 * The one address search engines and share cards should use for a page: absolute, without
 * tracking parameters, and with `?lang=` only for a language other than Bokmål, so each language
 * of a page has an address of its own that does not depend on the visitor's cookie.
 */
export function canonicalUrl(
  origin: string,
  pathname: string,
  search: string,
  lang: Language,
): string {
  const params = new URLSearchParams(search)
  for (const name of [...params.keys()]) {
    if (name === 'lang' || TRACKING_PARAM.test(name)) params.delete(name)
  }
  if (lang !== defaultLanguage) params.set('lang', lang)
  const query = params.toString()
  // An index route's match ends in a slash ('/myndighet/'); the page's address does not.
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  return absoluteUrl(origin, `${path}${query ? `?${query}` : ''}`)
}

/** Canonical link, language alternates, Open Graph and Twitter card tags for one page. */
export function headTags(input: HeadTagsInput): MetaDescriptor[] {
  const { origin, pathname, search = '', lang, siteName, image, keywords = [], type } = input
  const url = canonicalUrl(origin, pathname, search, lang)
  const tags: MetaDescriptor[] = [
    { tagName: 'link', rel: 'canonical', href: url },
    ...languages.map((other) => ({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: other,
      href: canonicalUrl(origin, pathname, search, other),
    })),
    {
      tagName: 'link',
      rel: 'alternate',
      hrefLang: 'x-default',
      href: canonicalUrl(origin, pathname, search, defaultLanguage),
    },
    { property: 'og:type', content: type ?? 'website' },
    { property: 'og:url', content: url },
    { property: 'og:site_name', content: siteName },
    { property: 'og:locale', content: OG_LOCALES[lang] },
    ...languages
      .filter((other) => other !== lang)
      .map((other) => ({ property: 'og:locale:alternate', content: OG_LOCALES[other] })),
    { property: 'og:image', content: absoluteUrl(origin, image.url) },
    { property: 'og:image:alt', content: image.alt },
    { name: 'twitter:card', content: 'summary' },
    { name: 'twitter:image:alt', content: image.alt },
  ]
  if (image.width && image.height) {
    tags.push(
      { property: 'og:image:width', content: String(image.width) },
      { property: 'og:image:height', content: String(image.height) },
    )
  }
  return tags.concat(keywordsTag(keywords))
}

/** The keywords meta tag, each word once; nothing when there are no words. */
export function keywordsTag(keywords: readonly string[]): MetaDescriptor[] {
  const words = [...new Set(keywords.map((word) => word.trim()).filter(Boolean))]
  return words.length > 0 ? [{ name: 'keywords', content: words.join(', ') }] : []
}

/** The default share image, described in the visitor's language. */
export function defaultShareImage(alt: string): ShareImage {
  return {
    url: DEFAULT_SHARE_IMAGE.path,
    alt,
    width: DEFAULT_SHARE_IMAGE.width,
    height: DEFAULT_SHARE_IMAGE.height,
  }
}
