/** domain.md: each form and the export, 10 a minute per address (API calls and page posts). */
export const FORM_POSTS_PER_MINUTE = 10

/** domain.md: API reads, 300 a minute per address. */
export const READS_PER_MINUTE = 300

/** domain.md: the export (and the statistics download, as costly), 10 a minute per address. */
export const EXPORTS_PER_MINUTE = 10

/**
 * The header search's suggestions (/forslag), 300 a minute per address, counted apart from the
 * API's reads: they are asked for as a visitor types, a pause at a time, so a person typing
 * without stop stays well under it, while a script asking for the catalogue word by word does not.
 */
export const SUGGESTIONS_PER_MINUTE = 300
