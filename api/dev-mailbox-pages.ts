import type { Email } from 'postal-mime'
import { formatDateTime } from '../i18n/dates.ts'
import { escapeMarkup } from '../i18n/escape.ts'

// A tool for developers, never shown to the public, so its few words live here rather than in
// i18n/ with the product's text.

const URL_PATTERN = /\bhttps?:\/\/[^\s<>"']+/g

/** Escaped text in which every http(s) address is a link, so a developer can follow it. */
function linkify(text: string): string {
  let html = ''
  let from = 0
  for (const match of text.matchAll(URL_PATTERN)) {
    // A full stop or bracket after an address ends the sentence, not the address.
    const url = match[0].replace(/[.,;:!?)\]]+$/, '')
    html += escapeMarkup(text.slice(from, match.index))
    html += `<a href="${escapeMarkup(url)}" rel="noreferrer">${escapeMarkup(url)}</a>`
    from = match.index + url.length
  }
  return html + escapeMarkup(text.slice(from))
}

const STYLE = `body{font-family:system-ui,sans-serif;margin:2rem auto;max-width:60rem;padding:0 1rem;line-height:1.5}
table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:.4rem;border-bottom:1px solid #ccc}
pre{white-space:pre-wrap;overflow-wrap:anywhere;background:#f4f4f4;padding:1rem}dt{font-weight:bold}`

export function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="nb"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeMarkup(title)}</title><style>${STYLE}</style></head>
<body><main>${body}</main></body></html>`
}

export interface MailboxEntry {
  id: number
  mottaker: string
  emne: string
  mottatt: Date
}

function time(date: Date): string {
  return `<time datetime="${date.toISOString()}">${formatDateTime(date)}</time>`
}

export function mailboxPage(base: string, entries: MailboxEntry[]): string {
  const rows = entries.map(
    (entry) =>
      `<tr><td>${time(entry.mottatt)}</td><td>${escapeMarkup(entry.mottaker)}</td>` +
      `<td><a href="${base}/${entry.id}">${escapeMarkup(entry.emne || '(uten emne)')}</a></td></tr>`,
  )
  const list = rows.length
    ? `<table><thead><tr><th scope="col">Tid</th><th scope="col">Mottaker</th>` +
      `<th scope="col">Emne</th></tr></thead><tbody>${rows.join('')}</tbody></table>`
    : '<p>Ingen e-post ennå.</p>'
  return page(
    'Utviklingspostkasse',
    `<h1>Utviklingspostkasse</h1><p>E-post produktet har sendt. Uten SMTP_URL blir den her ` +
      `i stedet for å gå ut; nyeste først.</p>${list}`,
  )
}

export function messagePage(base: string, entry: MailboxEntry, email: Email): string {
  const attachments = email.attachments.map((attachment) => {
    const size =
      typeof attachment.content === 'string'
        ? attachment.content.length
        : attachment.content.byteLength
    const name = attachment.filename ?? '(uten navn)'
    return `<li>${escapeMarkup(name)} (${escapeMarkup(attachment.mimeType)}, ${size} byte)</li>`
  })
  const from = email.from && 'address' in email.from ? (email.from.address ?? '') : ''
  return page(
    entry.emne || 'E-post',
    `<p><a href="${base}">Tilbake til postkassen</a></p><h1>${escapeMarkup(entry.emne || '(uten emne)')}</h1>` +
      `<dl><dt>Fra</dt><dd>${escapeMarkup(from)}</dd><dt>Til</dt><dd>${escapeMarkup(entry.mottaker)}</dd>` +
      `<dt>Tid</dt><dd>${time(entry.mottatt)}</dd></dl>` +
      `<h2>Tekst</h2><pre>${email.text ? linkify(email.text) : '(ingen tekstdel)'}</pre>` +
      (attachments.length ? `<h2>Vedlegg</h2><ul>${attachments.join('')}</ul>` : '') +
      `<p><a href="${base}/${entry.id}/eml" download>Last ned hele meldingen (.eml)</a></p>`,
  )
}
