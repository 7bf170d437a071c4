import type { MetaDescriptor } from 'react-router'
import { pageTitle } from '../head/page-meta.ts'

/** A staff page's title, and the robots tag beside the X-Robots-Tag header: never indexed. */
export function staffMeta(title: string): MetaDescriptor[] {
  return [
    { title: pageTitle('Farlige produkter', title) },
    { name: 'robots', content: 'noindex, nofollow' },
  ]
}
