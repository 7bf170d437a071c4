import { parseArgs } from 'node:util'
import type { Db } from '../db/connection.ts'
import { openDatabase } from '../db/connection.ts'
import { migrateDatabase } from '../db/migrate.ts'
import { createStaff, StaffRefusedError } from '../domain/staff/create-staff.ts'
import { newStaffSchema } from '../domain/staff/staff-schemas.ts'
import { staffNb } from '../i18n/staff.nb.ts'
import { readEnv } from '../server/env.ts'

const USAGE = `Bruk: npm run staff -- add --epost ADRESSE --navn "NAVN" --rolle administrator|redaktor [--myndighet ID]
  En redaktør hører til én myndighet (--myndighet, myndighetens id); en administrator til alle.`

/** What the command did: its exit code and the lines it prints. */
interface Outcome {
  code: number
  lines: string[]
}

/**
 * `add`: adds a member of staff, checked by the same schema as the staff area's own forms, so
 * that the first administrator can be made before anyone can sign in.
 */
export async function staffCommand(db: Db, argv: string[]): Promise<Outcome> {
  let parsed
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        epost: { type: 'string' },
        navn: { type: 'string' },
        rolle: { type: 'string' },
        myndighet: { type: 'string' },
      },
    })
  } catch (error) {
    return { code: 2, lines: [(error as Error).message, USAGE] }
  }
  if (parsed.positionals.join(' ') !== 'add') return { code: 2, lines: [USAGE] }
  const staff = newStaffSchema.safeParse(parsed.values)
  if (!staff.success) {
    const lines = staff.error.issues.map((issue) => {
      const text = staffNb.validation[issue.message as keyof typeof staffNb.validation]
      return `--${String(issue.path[0])}: ${text ?? issue.message}`
    })
    return { code: 2, lines: [...lines, USAGE] }
  }
  try {
    const id = await createStaff(db, staff.data)
    const { epost, navn, rolle } = staff.data
    return { code: 0, lines: [`La til ${navn} <${epost}> som ${staffNb.roles[rolle]} (id ${id}).`] }
  } catch (error) {
    if (!(error instanceof StaffRefusedError)) throw error
    const text =
      error.reason === 'address-taken'
        ? `Adressen ${staff.data.epost} er allerede registrert.`
        : `Fant ingen myndighet med id ${staff.data.myndighet}.`
    return { code: 1, lines: [text] }
  }
}

/**
 * `npm run staff -- add …`. With the embedded database (no DATABASE_URL) stop the server first:
 * its files are one process's alone.
 */
async function main(): Promise<number> {
  const env = readEnv()
  const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR })
  try {
    await migrateDatabase(database)
    const outcome = await staffCommand(database.db, process.argv.slice(2))
    for (const line of outcome.lines) (outcome.code ? console.error : console.log)(line)
    return outcome.code
  } finally {
    await database.close()
  }
}

if (import.meta.main) process.exitCode = await main()
