import type { MailMessage } from '../mail/message.ts'
import { fillText as format, renderMail, type MailBlock } from './mail-blocks.ts'
import type { NewsletterProduct } from './newsletter-products.ts'
import { monthName } from './oslo-time.ts'
import { siteLink, type SubscriptionContext } from './subscription-context.ts'
import type { SubscriptionLanguage } from './subscription-schemas.ts'

export interface NewsletterInput {
  subscriptionId: number
  navn: string
  epost: string
  sprak: SubscriptionLanguage
  month: string
  criteria: string[]
  products: NewsletterProduct[]
  /** Unsubscribes from this letter with one click (RFC 8058) or from the delete page. */
  unsubscribeToken: string
}

/** The key that makes a month's letter go once to a subscription, however often it is queued. */
export function newsletterKey(subscriptionId: number, month: string): string {
  return `nyhetsbrev:${subscriptionId}:${month}`
}

/**
 * The monthly letter: each new product with its label, picture, why it is dangerous and what to
 * do, a link to it, and links to manage and to leave the subscription, which the
 * List-Unsubscribe headers repeat for the mail program's own button.
 */
export function newsletterMail(context: SubscriptionContext, input: NewsletterInput): MailMessage {
  const t = context.texts(input.sprak).email
  const month = monthName(input.month, t.locale)
  const subject = format(t.newsletter.subject, { month })
  const count = input.products.length
  const productBlocks = input.products.flatMap((product): MailBlock[] => [
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
    ...productBlocks,
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
