import type { Services } from '#app-context'
import {
  activateSubscription,
  deleteSubscription,
} from '../../../domain/subscriptions/change-subscription.ts'
import {
  loadCriteriaNames,
  namesUsedBy,
  type CriteriaNames,
} from '../../../domain/subscriptions/criteria-names.ts'
import { findLinkSubject } from '../../../domain/subscriptions/link-subject.ts'
import type { LinkAction } from '../../../domain/subscriptions/link-tokens.ts'
import type { Criteria } from '../../../domain/subscriptions/subscription-schemas.ts'
import { subscriptionIdFrom } from './subscription-actions.server.ts'

/** The two pages an e-mailed link opens: /abonnement/{id}/aktiver and /abonnement/{id}/slett. */
export type LinkPageKind = 'activate' | 'delete'

/** The tokens each page takes: the delete page also takes the newsletter's unsubscribe link. */
const LINK_ACTIONS: Record<LinkPageKind, LinkAction[]> = {
  activate: ['aktiver'],
  delete: ['slett', 'avmeld'],
}

/** What the page shows before the button is pressed, and the token its form posts back. */
export interface LinkPage {
  token: string
  email: string
  criteria: Criteria
  names: CriteriaNames
}

/**
 * The page behind a link (decision 032): it reads what the link would act on and changes
 * nothing, so a link scanner that opens it does no harm. Null when the button would fail (the
 * token is expired, spent, altered or another's; the subscription is active already).
 */
export async function loadLinkPage(
  { db }: Services,
  idParam: string | undefined,
  request: Request,
  kind: LinkPageKind,
): Promise<LinkPage | null> {
  const token = new URL(request.url).searchParams.get('token') ?? undefined
  const id = subscriptionIdFrom(idParam)
  if (id === undefined || token === undefined) return null
  const subject = await findLinkSubject(db, id, LINK_ACTIONS[kind], token)
  if (!subject || (kind === 'activate' && subject.active)) return null
  const names = namesUsedBy(subject.criteria, await loadCriteriaNames(db))
  return { token, email: subject.email, criteria: subject.criteria, names }
}

/** The button's post: the token rides in a hidden field and is checked and spent here. */
export async function actOnLink(
  { db }: Services,
  idParam: string | undefined,
  form: FormData,
  kind: LinkPageKind,
): Promise<boolean> {
  const id = subscriptionIdFrom(idParam)
  const token = form.get('token')
  if (id === undefined || typeof token !== 'string') return false
  return kind === 'activate'
    ? activateSubscription(db, id, token)
    : deleteSubscription(db, id, token, LINK_ACTIONS.delete)
}
