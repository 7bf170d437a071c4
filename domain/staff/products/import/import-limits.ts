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
  /**
   * The largest zip of a sheet with its pictures: 600 products with a picture or two each, as
   * the service moving in keeps them (web sized), fit well; larger sets are split into zips.
   */
  maxZipBytes: 100 * 1024 * 1024,
  /** Files in one zip: the sheet and four pictures for each of 600 rows, with room to spare. */
  maxZipFiles: 2_500,
  /** What one zip may unpack to, in all: a little over the zip itself, photos being packed. */
  maxUnzippedBytes: 150 * 1024 * 1024,
  /** Row problems listed on the page; the count says how many there were in all. */
  maxProblemsShown: 200,
} as const
