import { z } from 'zod'

/** What the web needs to know about this deployment (GET /api/v1/config). */
export const siteConfigSchema = z.object({
  warningBanner: z.string().nullable(),
  plausibleDomain: z.string().nullable(),
  /** The service's accessibility statement on uustatus.no, once it is published there. */
  accessibilityStatementId: z.string().nullable().optional(),
  /** Searches with more hits than this cannot be exported. */
  exportLimit: z.number().int().positive(),
  pageSize: z.number().int().positive(),
})

export type SiteConfig = z.infer<typeof siteConfigSchema>

export const DEFAULT_PAGE_SIZE = 12
export const DEFAULT_EXPORT_LIMIT = 2000
