import { nb } from '../../../../i18n/nb.ts'
import { staffInboxNb } from '../../../../i18n/staff-inbox.nb.ts'

/** The inbox pages' texts; a report's kinds and field labels are its e-mail's (nb.reports). */
export const t = staffInboxNb
export const reportTexts = nb.reports

/** A schema's message key at a field as its text; a key none knows is shown as it is. */
export const problemText = (key: string) => (t.validation as Record<string, string>)[key] ?? key
