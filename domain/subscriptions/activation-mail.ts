import type { MailMessage } from '../mail/message.ts'
import { format } from '../../i18n/format.ts'
import { renderMail } from './mail-blocks.ts'
import { siteLink, type SubscriptionContext } from './subscription-context.ts'
import type { SubscriptionLanguage } from './subscription-schemas.ts'

export interface ActivationMailInput {
  subscriptionId: number
  navn: string
  epost: string
  sprak: SubscriptionLanguage
  criteria: string[]
  token: string
}

/** The e-mail with the link that activates a new subscription. Once per subscription. */
export function activationMail(
  context: SubscriptionContext,
  input: ActivationMailInput,
): MailMessage {
  const t = context.texts(input.sprak).email
  const link = siteLink(context, `/abonnement/${input.subscriptionId}/aktiver`, input.sprak, {
    token: input.token,
  })
  const limits = context.limits
  const { text, html } = renderMail(input.sprak, t.activation.subject, [
    { kind: 'paragraph', text: format(t.greeting, { name: input.navn }) },
    { kind: 'paragraph', text: t.activation.intro },
    { kind: 'list', items: input.criteria },
    { kind: 'link', text: t.activation.action, href: link },
    {
      kind: 'paragraph',
      text: format(t.activation.expiry, {
        hours: limits.activationHours,
        days: limits.unactivatedDays,
      }),
    },
    { kind: 'paragraph', text: t.activation.ignore },
    { kind: 'rule' },
    { kind: 'paragraph', text: t.automatic },
  ])
  return {
    key: `abonnement:aktiver:${input.subscriptionId}`,
    to: input.epost,
    subject: t.activation.subject,
    text,
    html,
  }
}
