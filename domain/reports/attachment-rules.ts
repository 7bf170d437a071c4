import type { Problem } from './fields.ts'

/**
 * What may be attached to a concern or duty-to-report message (domain.md). The form checks these
 * before uploading and the server checks them again; the server also checks the content
 * (detect-content.ts), which a browser cannot be trusted with.
 */
export const ATTACHMENT_LIMITS = {
  maxFiles: 10,
  maxBytes: 15 * 1024 * 1024,
  extensions: [
    'jpg',
    'jpeg',
    'png',
    'gif',
    'webp',
    'heic',
    'pdf',
    'doc',
    'docx',
    'xls',
    'xlsx',
    'odt',
    'txt',
    'mp4',
    'mov',
  ],
  /** Files can be added to a message this long after it was received, and no longer. */
  uploadWindowMinutes: 60,
} as const

export type AttachmentLimits = typeof ATTACHMENT_LIMITS

/**
 * The name a file is kept and mailed under: no folders (a browser may send 'C:\\fakepath\\x.pdf'),
 * no control characters, no leading dots, at most 200 characters with the extension kept.
 */
export function cleanFileName(raw: string): string {
  const base = raw.split(/[/\\]/).pop() ?? ''
  const clean = base
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '')
  if (clean.length <= 200) return clean
  const extension = extensionOf(clean)
  const suffix = extension ? `.${extension}` : ''
  return clean.slice(0, 200 - suffix.length) + suffix
}

/** The extension in lower case, or undefined for a name without one. */
export function extensionOf(name: string): string | undefined {
  const dot = name.lastIndexOf('.')
  return dot > 0 && dot < name.length - 1 ? name.slice(dot + 1).toLowerCase() : undefined
}

/** A size as the spec's message shows it: '15 MB', '16,2 MB', '800 kB'. */
export function formatBytes(bytes: number): string {
  const megabytes = bytes / (1024 * 1024)
  if (megabytes >= 1) return `${formatNumber(megabytes)} MB`
  return `${formatNumber(Math.max(bytes / 1024, 0.1))} kB`
}

function formatNumber(value: number): string {
  const rounded = Math.round(value * 10) / 10
  return String(rounded).replace('.', ',')
}

/**
 * The first thing wrong with one more file for a message that has `attached` already: too many,
 * a type not allowed, empty, too large, or already in the list (by name, in any case).
 */
export function fileProblem(
  file: { name: string; size: number },
  attached: readonly { name: string }[],
  limits: AttachmentLimits = ATTACHMENT_LIMITS,
): Problem {
  const { name, size } = file
  if (!name) return { key: 'reports.required' }
  if (attached.length >= limits.maxFiles) {
    return { key: 'reports.files.tooMany', params: { count: limits.maxFiles } }
  }
  const extension = extensionOf(name)
  if (!extension || !(limits.extensions as readonly string[]).includes(extension)) {
    return {
      key: 'reports.files.unsupportedType',
      params: { name, extensions: limits.extensions.join(', ') },
    }
  }
  if (size === 0) return { key: 'reports.files.empty', params: { name } }
  if (size > limits.maxBytes) {
    const params = { name, size: formatBytes(size), max: formatBytes(limits.maxBytes) }
    return { key: 'reports.files.tooLarge', params }
  }
  const lower = name.toLowerCase()
  if (attached.some((each) => each.name.toLowerCase() === lower)) {
    return { key: 'reports.files.alreadyAdded', params: { name } }
  }
  return undefined
}
