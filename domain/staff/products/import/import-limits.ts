/**
 * The limits of one import. The service moving in has about 600 products; a sheet of every
 * product the authorities may ever bring at once fits well within these.
 */
export const IMPORT_LIMITS = {
  /** Product rows in one sheet: the export limit of domain.md, so an export can come back. */
  maxRows: 2_000,
  /** Blank rows read past the limit before a sheet is refused unread. */
  blankRowMargin: 100,
  /** The largest file: a sheet of 2,000 full rows is about 3 MB as CSV, less as XLSX. */
  maxBytes: 8 * 1024 * 1024,
  /** Row problems listed on the page; the count says how many there were in all. */
  maxProblemsShown: 200,
} as const
