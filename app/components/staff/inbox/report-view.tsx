import { Heading, Link as DsLink, Paragraph } from '@digdir/designsystemet-react'
import { formatDateTime } from '../../../../i18n/dates.ts'
import { format } from '../../../../i18n/format.ts'
import type { openReport } from '../../../../domain/staff/inbox/open-report.ts'
import { attachmentPath } from './inbox-paths.ts'
import { reportTexts, t } from './inbox-texts.ts'

export type OpenedReport = Awaited<ReturnType<typeof openReport>>

/** A field's value as the sender gave it; lists one item a line, as in the e-mail. */
function shown(value: OpenedReport['lines'][number][1]): string {
  const values = Array.isArray(value) ? value : value === undefined ? [] : [value]
  return values.length ? values.join(', ').trim() : t.detail.notGiven
}

/** Every field under the label the authority's e-mail gives it. */
export function ReportFields({ lines }: Pick<OpenedReport, 'lines'>) {
  const labels = reportTexts.fields as Record<string, string>
  return (
    <section aria-labelledby="report-fields">
      <Heading level={2} data-size="sm" id="report-fields">
        {t.detail.fields}
      </Heading>
      <dl className="staff-report-fields">
        {lines.map(([field, value]) => (
          <div key={field}>
            <dt>{labels[field] ?? field}</dt>
            <dd>{shown(value)}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}

const size = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} kB`
    : `${(bytes / 1024 / 1024).toFixed(1).replace('.', ',')} MB`

/** The files sent with the report, each a download (never shown in the page). */
export function ReportAttachments({ report }: { report: OpenedReport }) {
  if (report.kind === 'observasjon') return null
  return (
    <section aria-labelledby="report-attachments">
      <Heading level={2} data-size="sm" id="report-attachments">
        {t.detail.attachments}
      </Heading>
      {report.attachments.length ? (
        <ul>
          {report.attachments.map((file) => (
            <li key={file.id}>
              <DsLink href={attachmentPath(report, file.id)} download={file.filnavn}>
                {format(t.detail.download, { name: file.filnavn, size: size(file.storrelse) })}
              </DsLink>
            </li>
          ))}
        </ul>
      ) : (
        <Paragraph>{t.detail.noAttachments}</Paragraph>
      )}
    </section>
  )
}

/** Which inboxes the report is in, with each one's status and who set it. */
export function ReportInboxes({ entries }: Pick<OpenedReport, 'entries'>) {
  return (
    <section aria-labelledby="report-inboxes">
      <Heading level={2} data-size="sm" id="report-inboxes">
        {t.detail.inboxes}
      </Heading>
      <ul>
        {entries.map((entry) => (
          <li key={entry.myndighetId}>
            {format(t.detail.inboxStatus, {
              authority: entry.kortnavn,
              status: t.statuses[entry.status],
            })}
            {entry.statusEndret && entry.statusEndretAvNavn
              ? ` (${format(t.detail.changedBy, {
                  name: entry.statusEndretAvNavn,
                  when: formatDateTime(entry.statusEndret),
                })})`
              : null}
          </li>
        ))}
      </ul>
    </section>
  )
}

/** The work on the report, oldest first, in every inbox it has been in. */
export function ReportHistory({ history }: Pick<OpenedReport, 'history'>) {
  return (
    <section aria-labelledby="report-history">
      <Heading level={2} data-size="sm" id="report-history">
        {t.detail.history}
      </Heading>
      {history.length ? (
        <ol className="staff-report-history">
          {history.map((event) => (
            <li key={event.id}>
              <time dateTime={new Date(event.tidspunkt).toISOString()}>
                {formatDateTime(event.tidspunkt)}
              </time>{' '}
              {format(t.detail.events[event.hendelse], {
                who: event.ansattNavn,
                authority: event.myndighet,
                status: event.status ? t.statuses[event.status] : '',
                target: event.tilMyndighet ?? '',
                product: event.produktId ?? '',
              })}
              {event.tekst ? (
                <Paragraph className="staff-report-text">
                  {event.hendelse === 'omruting'
                    ? format(t.detail.reason, { text: event.tekst })
                    : event.tekst}
                </Paragraph>
              ) : null}
            </li>
          ))}
        </ol>
      ) : (
        <Paragraph>{t.detail.noHistory}</Paragraph>
      )}
    </section>
  )
}
