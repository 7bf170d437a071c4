import { escapeMarkup } from '../../i18n/escape.ts'
/**
 * A subscription e-mail as a list of blocks, written out twice: as plain text and as simple,
 * accessible HTML (a language, a title, real headings, links that say where they go, images
 * with alt text and nothing that needs them). Mail clients strip style sheets, so the few
 * styles are inline; everything reads the same with images and styles off.
 */
export type MailBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'link'; text: string; href: string }
  | { kind: 'list'; items: string[] }
  | { kind: 'image'; src: string; alt: string; width: number }
  | { kind: 'fact'; label: string; text: string }
  | { kind: 'rule' }

export interface RenderedMail {
  text: string
  html: string
}

const FONT = 'font-family:Arial,Helvetica,sans-serif;color:#1e2b3c;line-height:1.5'

export function renderMail(lang: string, title: string, blocks: MailBlock[]): RenderedMail {
  return { text: renderText(title, blocks), html: renderHtml(lang, title, blocks) }
}

function renderText(title: string, blocks: MailBlock[]): string {
  const lines = [title, '='.repeat(Math.min(title.length, 72)), '']
  for (const block of blocks) {
    if (block.kind === 'heading')
      lines.push(block.text, '-'.repeat(Math.min(block.text.length, 72)))
    else if (block.kind === 'paragraph') lines.push(block.text)
    else if (block.kind === 'link') lines.push(`${block.text}:`, block.href)
    else if (block.kind === 'list') lines.push(...block.items.map((item) => `- ${item}`))
    else if (block.kind === 'fact') lines.push(`${block.label}`, block.text)
    else if (block.kind === 'rule') lines.push('----')
    else continue // An image says nothing the text does not say already.
    lines.push('')
  }
  return `${lines.join('\n').trimEnd()}\n`
}

function renderHtml(lang: string, title: string, blocks: MailBlock[]): string {
  const body = blocks.map(htmlBlock).join('\n')
  return `<!doctype html>
<html lang="${escapeMarkup(lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeMarkup(title)}</title>
</head>
<body style="margin:0;padding:0;background:#ffffff">
<div style="max-width:640px;margin:0 auto;padding:24px 16px;${FONT};font-size:16px">
<h1 style="font-size:24px;margin:0 0 16px">${escapeMarkup(title)}</h1>
${body}
</div>
</body>
</html>
`
}

function htmlBlock(block: MailBlock): string {
  switch (block.kind) {
    case 'heading':
      return `<h2 style="font-size:20px;margin:24px 0 8px">${escapeMarkup(block.text)}</h2>`
    case 'paragraph':
      return `<p style="margin:0 0 16px">${escapeMarkup(block.text)}</p>`
    case 'link':
      return `<p style="margin:0 0 16px"><a href="${escapeMarkup(block.href)}" style="color:#0062ba;text-decoration:underline">${escapeMarkup(block.text)}</a></p>`
    case 'list':
      return `<ul style="margin:0 0 16px;padding-left:24px">${block.items.map((item) => `<li>${escapeMarkup(item)}</li>`).join('')}</ul>`
    case 'image':
      return `<p style="margin:0 0 16px"><img src="${escapeMarkup(block.src)}" alt="${escapeMarkup(block.alt)}" width="${block.width}" style="max-width:100%;height:auto;border:0"></p>`
    case 'fact':
      return `<h3 style="font-size:16px;margin:0 0 4px">${escapeMarkup(block.label)}</h3><p style="margin:0 0 16px">${escapeMarkup(block.text)}</p>`
    case 'rule':
      return '<hr style="border:0;border-top:1px solid #c7cfd8;margin:24px 0">'
  }
}
