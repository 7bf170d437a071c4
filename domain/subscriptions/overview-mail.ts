import type { MailMessage } from '../mail/message.ts'
import { format } from '../../i18n/format.ts'
import { renderMail, type MailBlock } from './mail-blocks.ts'
import { formatDate } from '../../i18n/dates.ts'
import { siteLink, type SubscriptionContext } from './subscription-context.ts'
import type { SubscriptionLanguage } from './subscription-schemas.ts'

export interface OverviewItem {
  subscriptionId: number
  opprettet: Date
  active: boolean
  criteria: string[]
  deleteToken: string
}

/** The overview of every subscription of an address, each with its own single-use delete link. */
export function overviewMail(
  context: SubscriptionContext,
  to: string,
  lang: SubscriptionLanguage,
  items: OverviewItem[],
  key: string,
): MailMessage {
  const t = context.texts(lang).email
  const blocks: MailBlock[] = [
    { kind: 'paragraph', text: t.overview.intro },
    ...items.flatMap((item): MailBlock[] => [
      {
        kind: 'heading',
        text: format(t.overview.itemHeading, { date: formatDate(item.opprettet) }),
      },
      { kind: 'paragraph', text: item.active ? t.overview.active : t.overview.notActivated },
      { kind: 'list', items: item.criteria },
      {
        kind: 'link',
        text: t.overview.delete,
        href: siteLink(context, `/abonnement/${item.subscriptionId}/slett`, lang, {
          token: item.deleteToken,
        }),
      },
    ]),
    { kind: 'paragraph', text: format(t.overview.expiry, { days: context.limits.deleteLinkDays }) },
    { kind: 'paragraph', text: t.overview.ignore },
    { kind: 'rule' },
    { kind: 'paragraph', text: t.automatic },
  ]
  const { text, html } = renderMail(lang, t.overview.subject, blocks)
  return { key, to, subject: t.overview.subject, text, html }
}
