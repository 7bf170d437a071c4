import { messagesFor } from '../../i18n/language.ts'
import type { Messages } from '../../i18n/nb.ts'
import type { SubscriptionLanguage } from './subscription-schemas.ts'

/** The subscription texts of one language (i18n/). */
export type SubscriptionTexts = Messages['subscriptions']

/** domain.md's numbers: configuration with these defaults, not constants in the code. */
export interface SubscriptionLimits {
  /** How long an activation link works. */
  activationHours: number
  /** A subscription not activated within this is deleted by the daily clean-up. */
  unactivatedDays: number
  /** How long a delete link from the overview e-mail works (once). */
  deleteLinkDays: number
  /** How long the newsletter's unsubscribe link works: until well after the next letter. */
  unsubscribeLinkDays: number
  /** One overview e-mail per address at most this often. */
  overviewEverySeconds: number
  /** The newest products a newsletter shows; past these it links to the month's search. */
  newsletterProducts: number
}

export const DEFAULT_SUBSCRIPTION_LIMITS: SubscriptionLimits = {
  activationHours: 48,
  unactivatedDays: 7,
  deleteLinkDays: 7,
  unsubscribeLinkDays: 62,
  overviewEverySeconds: 60,
  newsletterProducts: 20,
}

/** What subscription e-mails need: this site's address, the texts, and the limits. */
export interface SubscriptionContext {
  /** The site's public address, e.g. https://farligeprodukter.no, without a trailing slash. */
  publicUrl: string
  texts(lang: SubscriptionLanguage): SubscriptionTexts
  limits: SubscriptionLimits
}

/** Where links in e-mail point when PUBLIC_URL is not given: a developer's own machine. */
export const DEFAULT_PUBLIC_URL = 'http://localhost:3000'

/**
 * The context every caller (the API, the page actions, the jobs) writes subscription e-mail
 * with: the site's configured address, the texts of i18n/ and domain.md's limits.
 */
export function subscriptionContext(publicUrl: string | undefined): SubscriptionContext {
  return {
    publicUrl: publicUrl ?? DEFAULT_PUBLIC_URL,
    texts: (lang) => messagesFor(lang).subscriptions,
    limits: DEFAULT_SUBSCRIPTION_LIMITS,
  }
}

/**
 * An absolute link to a page of this site in the subscriber's language. The address comes from
 * configuration, never from a request's Host header, so nobody can make us mail a link elsewhere.
 */
export function siteLink(
  context: Pick<SubscriptionContext, 'publicUrl'>,
  path: string,
  lang: SubscriptionLanguage,
  params: Record<string, string> = {},
): string {
  const url = new URL(`${context.publicUrl.replace(/\/+$/, '')}${path}`)
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value)
  if (lang !== 'nb') url.searchParams.set('lang', lang)
  return url.toString()
}
