/**
 * The spec's enumerations that the report forms offer as choices. They are defined beside the
 * database's check constraints (db/schema/report-enums.ts), because db may not import domain;
 * the pages reach them here, as they reach the schemas that check them.
 */
export {
  HENDELSE_AARSAK,
  JA_NEI,
  KJONN,
  KOMPETANSE,
  MELDER_ROLLE,
  PRODUKT_ALDER,
  RISIKO_NIVAA,
  YES_NO_UNKNOWN,
} from '../../db/schema/report-enums.ts'
