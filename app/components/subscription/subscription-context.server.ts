import {
  DEFAULT_SUBSCRIPTION_LIMITS,
  type SubscriptionContext,
} from '../../../domain/subscriptions/subscription-context.ts'
import { messagesFor } from '../../../i18n/language.ts'

/** Where links in e-mail point when PUBLIC_URL is not given: a developer's own machine. */
export const DEFAULT_PUBLIC_URL = 'http://localhost:3000'

/**
 * What the subscription domain needs to write e-mail: the site's configured address and the
 * texts of i18n/. The API, the page actions and the jobs all build it here.
 */
export function subscriptionContext(publicUrl: string | undefined): SubscriptionContext {
  return {
    publicUrl: publicUrl ?? DEFAULT_PUBLIC_URL,
    texts: (lang) => messagesFor(lang).subscriptions,
    limits: DEFAULT_SUBSCRIPTION_LIMITS,
  }
}
