import type { MailMessage } from '../mail/message.ts'
import { format } from '../../i18n/format.ts'
import { formatMonth } from '../../i18n/months.ts'
import { renderMail, type MailBlock } from './mail-blocks.ts'
import type { NewsletterProduct } from './newsletter-products.ts'
import { monthSearchLink } from './search-link.ts'
import { siteLink, type SubscriptionContext } from './subscription-context.ts'
import type { Criteria, SubscriptionLanguage } from './subscription-schemas.ts'

export interface NewsletterInput {
  subscriptionId: number
  navn: string
  epost: string
  sprak: SubscriptionLanguage
  month: string
  /** The saved search in words (describeCriteria). */
  criteria: string[]
  /** The saved search itself, for the link to the month's search when the letter is capped. */
  search: Criteria
  /** The month's matches, newest first; the letter shows the first `limits.newsletterProducts`. */
  products: NewsletterProduct[]
  /** How many products matched in all, when `products` holds only the newest of them. */
  total?: number
  /** Unsubscribes from this letter with one click (RFC 8058) or from the delete page. */
  unsubscribeToken: string
}

/** The key that makes a month's letter go once to a subscription, however often it is queued. */
function newsletterKey(subscriptionId: number, month: string): string {
  return `nyhetsbrev:${subscriptionId}:${month}`
}

/**
 * The monthly letter: each new product with its label, picture, why it is dangerous and what to
 * do, a link to it, and links to manage and to leave the subscription, which the
 * List-Unsubscribe headers repeat for the mail program's own button. Past
 * `limits.newsletterProducts` products it shows the newest and links to the search page for the
 * month and the saved search, which lists them all (decision 016).
 */
export function newsletterMail(context: SubscriptionContext, input: NewsletterInput): MailMessage {
  const t = context.texts(input.sprak).email
  const month = formatMonth(input.month, input.sprak)
  const subject = format(t.newsletter.subject, { month })
  const cap = context.limits.newsletterProducts
  const count = Math.max(input.total ?? 0, input.products.length)
  const shown = input.products.slice(0, cap)
  const more = count - shown.length
  const productBlocks = shown.flatMap((product): MailBlock[] => [
    { kind: 'heading', text: product.navn },
    { kind: 'fact', label: t.newsletter.kjennetegn, text: product.kjennetegn },
    ...(product.imageId === null
      ? []
      : [
          {
            kind: 'image' as const,
            src: siteLink(context, `/bilde/${product.imageId}`, 'nb', { w: '320' }),
            alt: product.imageAlt ?? product.navn,
            width: 320,
          },
        ]),
    { kind: 'fact', label: t.newsletter.whyDangerous, text: product.hvorforFarlig },
    { kind: 'fact', label: t.newsletter.whatToDo, text: product.forbrukerAksjon },
    {
      kind: 'link',
      text: format(t.newsletter.readMore, { name: product.navn }),
      href: siteLink(context, `/produkt/${product.id}`, input.sprak),
    },
  ])
  const unsubscribePage = siteLink(
    context,
    `/abonnement/${input.subscriptionId}/slett`,
    input.sprak,
    {
      token: input.unsubscribeToken,
    },
  )
  const oneClick = siteLink(context, `/api/v1/abonnement/${input.subscriptionId}/avmeld`, 'nb', {
    token: input.unsubscribeToken,
  })
  const { text, html } = renderMail(input.sprak, subject, [
    { kind: 'paragraph', text: format(t.greeting, { name: input.navn }) },
    {
      kind: 'paragraph',
      text: format(count === 1 ? t.newsletter.introOne : t.newsletter.introMany, { count, month }),
    },
    { kind: 'list', items: input.criteria },
    ...(more > 0
      ? [{ kind: 'paragraph' as const, text: format(t.newsletter.newest, { shown: shown.length }) }]
      : []),
    ...productBlocks,
    ...(more > 0 ? moreBlocks(context, input, more, count) : []),
    { kind: 'rule' },
    {
      kind: 'link',
      text: t.newsletter.manage,
      href: siteLink(context, '/abonnement/mine', input.sprak),
    },
    { kind: 'link', text: t.newsletter.unsubscribe, href: unsubscribePage },
    { kind: 'paragraph', text: t.automatic },
  ])
  return {
    key: newsletterKey(input.subscriptionId, input.month),
    to: input.epost,
    subject,
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  }
}

/** The line that says how many more there are, and the link to the search that lists them all. */
function moreBlocks(
  context: SubscriptionContext,
  input: NewsletterInput,
  more: number,
  count: number,
): MailBlock[] {
  const t = context.texts(input.sprak).email.newsletter
  return [
    { kind: 'rule' },
    { kind: 'paragraph', text: format(more === 1 ? t.moreOne : t.moreMany, { more }) },
    {
      kind: 'link',
      text: format(t.seeAll, {
        count,
        month: formatMonth(input.month, input.sprak),
      }),
      href: monthSearchLink(context, input.search, input.month, input.sprak),
    },
  ]
}
