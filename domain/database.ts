/**
 * The database handle domain functions take. Pages, API and jobs only hold it to hand it in, so
 * they name its type here: db/ is the domain's to use (the layer rule, .dependency-cruiser.js).
 */
export type { Db } from '../db/connection.ts'
