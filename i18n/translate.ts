import { format } from './format.ts'
import type { Messages } from './nb.ts'

/**
 * The text behind a dotted key such as 'search.invalidSize', filled with values; undefined when
 * the key names no text. Schemas in domain/ carry such keys as their messages, so one rule can be
 * shown in the visitor's language wherever it fails.
 */
export function translateKey(
  messages: Messages,
  key: string,
  values: Record<string, string | number> = {},
): string | undefined {
  let node: unknown = messages
  for (const part of key.split('.')) {
    if (!node || typeof node !== 'object' || !(part in node)) return undefined
    node = (node as Record<string, unknown>)[part]
  }
  return typeof node === 'string' ? format(node, values) : undefined
}
