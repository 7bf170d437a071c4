import { and, eq, like } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { epostUtboks, innboks, myndighet, revisjonslogg } from '../../../db/schema/index.ts'
import { nb } from '../../../i18n/nb.ts'
import {
  cosmeticsConcern,
  highRiskDuty,
  inboxWorldOfFile,
  saveTestConcern,
  saveTestDuty,
} from '../../../tests/support/inbox-fixture.ts'
import { saveAttachment } from '../../reports/save-attachment.ts'
import { rerouteReport } from '../inbox/work-report.ts'
import { StaffForbiddenError } from '../manage-staff.ts'
import { listInboxDeliveries, setInboxDelivery } from './inbox-delivery.ts'

/**
 * An authority that takes its reports only in the staff inbox: no e-mail to it when a report is
 * routed or re-routed to it, or when a file follows; its inbox entry and the sender's receipt
 * as before. The setting is an administrator's, and the audit log says who changed it.
 */

const world = inboxWorldOfFile()
const NOW = new Date('2026-11-27T10:00:00Z')

/** The outbox's messages about a report, by key and address, in key order. */
const mailAbout = async (kind: string, id: number) =>
  (
    await world.database.db
      .select({ key: epostUtboks.nokkel, to: epostUtboks.mottaker, subject: epostUtboks.emne })
      .from(epostUtboks)
      .where(like(epostUtboks.nokkel, `%:${kind}:${id}%`))
      .orderBy(epostUtboks.nokkel)
  ).map((mail) => `${mail.key.split(':')[0]} ${mail.to}`)

const inboxesOf = async (kind: 'bekymring' | 'meldeplikt', id: number) =>
  (
    await world.database.db
      .select({ myndighetId: innboks.myndighetId })
      .from(innboks)
      .where(and(eq(innboks.meldingType, kind), eq(innboks.meldingId, id)))
      .orderBy(innboks.myndighetId)
  ).map((entry) => entry.myndighetId)

const reportAddress = async (authorityId: number) =>
  (
    await world.database.db
      .select({ epost: myndighet.innmeldingEpost })
      .from(myndighet)
      .where(eq(myndighet.id, authorityId))
  )[0]!.epost

const deliveryAudit = () =>
  world.database.db
    .select({
      ansattId: revisjonslogg.ansattId,
      objektId: revisjonslogg.objektId,
      detaljer: revisjonslogg.detaljer,
    })
    .from(revisjonslogg)
    .where(eq(revisjonslogg.handling, 'myndighet.levering'))

const setDelivery = (authorityId: number, levering: 'bare-innboks' | 'innboks-og-epost') =>
  setInboxDelivery(world.database.db, world.staff.administrator, {
    myndighet: authorityId,
    levering,
  })

describe('the inbox-only delivery setting', () => {
  it('is refused to an editor, and changes nothing', async () => {
    const { mattilsynet } = world.catalogue.authorities
    await expect(
      setInboxDelivery(world.database.db, world.staff.mattilsynet, {
        myndighet: mattilsynet.id,
        levering: 'bare-innboks',
      }),
    ).rejects.toBeInstanceOf(StaffForbiddenError)
    await expect(
      listInboxDeliveries(world.database.db, world.staff.mattilsynet),
    ).rejects.toBeInstanceOf(StaffForbiddenError)
    const listed = await listInboxDeliveries(world.database.db, world.staff.administrator)
    expect(listed.find((row) => row.id === mattilsynet.id)?.levering).toBe('innboks-og-epost')
    expect(await deliveryAudit()).toEqual([])
  })

  it('sends a report routed to an inbox-only authority to its inbox only; the receipt is as before', async () => {
    const { mattilsynet } = world.catalogue.authorities
    const mtAddress = await reportAddress(mattilsynet.id)
    const before = await saveTestConcern(world.database.db, cosmeticsConcern(world.catalogue))
    expect(await mailAbout('bekymring', before.id)).toEqual([
      'kvittering kari@example.no',
      `myndighet ${mtAddress}`,
    ])

    await setDelivery(mattilsynet.id, 'bare-innboks')
    const after = await saveTestConcern(world.database.db, cosmeticsConcern(world.catalogue))
    expect(await inboxesOf('bekymring', after.id)).toEqual([mattilsynet.id])
    expect(await mailAbout('bekymring', after.id)).toEqual(['kvittering kari@example.no'])
    const receipt = (id: number) =>
      world.database.db
        .select({ subject: epostUtboks.emne, text: epostUtboks.tekst })
        .from(epostUtboks)
        .where(eq(epostUtboks.nokkel, `kvittering:bekymring:${id}`))
    const [oldReceipt] = await receipt(before.id)
    const [newReceipt] = await receipt(after.id)
    const withoutReference = (text: string, reference: string) => text.replaceAll(reference, 'REF')
    expect(withoutReference(newReceipt!.text, after.referanse)).toBe(
      withoutReference(oldReceipt!.text, before.referanse),
    )

    // A file that follows goes to the inbox (the report's attachments), not by e-mail either.
    await saveAttachment(
      world.database.db,
      {
        kind: 'bekymring',
        reference: after.referanse,
        fileName: 'kvittering.txt',
        bytes: Buffer.from('Kjøpt i går.\n'),
      },
      nb.reports,
    )
    expect(await mailAbout('bekymring', after.id)).toEqual(['kvittering kari@example.no'])

    // The audit log says who changed what, once.
    expect(await deliveryAudit()).toEqual([
      {
        ansattId: world.staff.administrator.id,
        objektId: String(mattilsynet.id),
        detaljer: { levering: 'bare-innboks' },
      },
    ])
    await setDelivery(mattilsynet.id, 'bare-innboks')
    expect(await deliveryAudit()).toHaveLength(1)
    await setDelivery(mattilsynet.id, 'innboks-og-epost')
    expect(await deliveryAudit()).toHaveLength(2)
  })

  it('still e-mails the other authorities of the same report', async () => {
    const { dsb, mattilsynet } = world.catalogue.authorities
    await setDelivery(mattilsynet.id, 'bare-innboks')
    const duty = await saveTestDuty(world.database.db, highRiskDuty(world.catalogue))
    expect(await inboxesOf('meldeplikt', duty.id)).toEqual(
      [dsb.id, mattilsynet.id].sort((a, b) => a - b),
    )
    expect(await mailAbout('meldeplikt', duty.id)).toEqual([
      'kvittering per@kremfabrikken.example.no',
      `myndighet ${await reportAddress(dsb.id)}`,
    ])
    await setDelivery(mattilsynet.id, 'innboks-og-epost')
  })

  it('does not e-mail an inbox-only authority a report re-routed to it', async () => {
    const { dsb, mattilsynet } = world.catalogue.authorities
    await setDelivery(dsb.id, 'bare-innboks')
    const concern = await saveTestConcern(world.database.db, cosmeticsConcern(world.catalogue))
    const mailBefore = await mailAbout('bekymring', concern.id)
    await rerouteReport(
      world.database.db,
      world.staff.mattilsynet,
      { kind: 'bekymring', id: concern.id },
      { til: dsb.id, begrunnelse: 'Gjelder elektrisk utstyr.' },
      NOW,
    )
    expect(await inboxesOf('bekymring', concern.id)).toEqual(
      [dsb.id, mattilsynet.id].sort((a, b) => a - b),
    )
    expect(await mailAbout('bekymring', concern.id)).toEqual(mailBefore)
    await setDelivery(dsb.id, 'innboks-og-epost')
  })
})
