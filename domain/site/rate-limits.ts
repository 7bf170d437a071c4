/** domain.md: each form and the export, 10 a minute per address (API calls and page posts). */
export const FORM_POSTS_PER_MINUTE = 10

/** domain.md: API reads, 300 a minute per address. */
export const READS_PER_MINUTE = 300

/** domain.md: the export (and the statistics download, as costly), 10 a minute per address. */
export const EXPORTS_PER_MINUTE = 10
