/** domain.md: each form and the export, 10 a minute per address (API calls and page posts). */
export const FORM_POSTS_PER_MINUTE = 10
