/**
 * Frequent travellers of the personal centre: list (search by name, phone or any document
 * number), detail with documents and cards, save (create or edit) under the rules of docs/validation.md, delete.
 * A traveller belongs to the user who keeps it within the company: every query is filtered by
 * the caller's company_id and user id, so anyone else's id answers "does not exist". The first
 * document is mirrored into frequent_travelers, which frequentTraveler/quicklist and the
 * products' traveller pickers read.
 */
import type { Selectable } from 'kysely'
import type { FrequentTravelerItem } from '../../../../types/api/booking-data'
import type {
  FrequentTravelerDetail,
  FrequentTravelerListReq,
  FrequentTravelerListRes,
  FrequentTravelerSaveReq,
  FrequentTravelerSaveRes,
  TravellerWarning,
} from '../../../../types/api/traveller'
import type { Database } from '../../db/schema'
import type { AuthedContext } from '../../http/context'
import { fail } from '../../errors'
import { isMasked, maskId, maskMobile } from '../../lib/mask'
import { namesOfRow } from '../../lib/names'
import { chinaDay } from '../../lib/time'
import { checkTraveller, expiryWarning } from './rules'
import { notFound } from './texts'
import { equal } from '../../db/match'
import { readPage } from '../../db/page'

type TravellerRow = Selectable<Database['frequent_travelers']>

const likeOf = (k: string) =>
  `%${k
    .trim()
    .toLowerCase()
    .replace(/[%_\\]/g, '')}%`

export function itemOf(r: TravellerRow): FrequentTravelerItem {
  return {
    FrequentTravelerId: r.id,
    PersonId: r.person_id,
    ...namesOfRow(r),
    Gender: r.gender,
    BirthDate: r.birth_date,
    Nationality: r.nationality,
    IdType: r.id_type,
    IdNo: r.id_no,
    IdExpiry: r.id_expiry,
    MobileCountryCode: r.mobile_country_code,
    Mobile: r.mobile,
    Email: r.email,
  }
}

const mine = (ctx: AuthedContext) =>
  ctx.db.selectFrom('frequent_travelers').where('company_id', '=', ctx.caller.companyId).where('owner_user_id', '=', ctx.caller.userId)

export async function listTravellers(ctx: AuthedContext, req: FrequentTravelerListReq): Promise<FrequentTravelerListRes> {
  let q = mine(ctx)
  const keyword = req.Keyword?.trim()
  if (keyword) {
    const k = likeOf(keyword)
    q = q.where((eb) =>
      eb.or([
        eb('ch_name', 'like', `%${keyword.replace(/[%_\\]/g, '')}%`),
        eb(eb.fn('lower', ['last_name']), 'like', k),
        eb(eb.fn('lower', ['first_name']), 'like', k),
        eb('mobile', 'like', k),
        eb(eb.fn('lower', ['id_no']), 'like', k),
        eb(
          'id',
          'in',
          eb
            .selectFrom('frequent_traveler_documents')
            .select('traveler_id')
            .where('company_id', '=', ctx.caller.companyId)
            .where((d) => d(d.fn('lower', ['doc_no']), 'like', k)),
        ),
      ]),
    )
  }
  const pageIndex = req.PageIndex ?? 1
  const pageSize = req.PageSize ?? 20
  const { total, rows } = await readPage(q, q.selectAll().orderBy('id', 'desc'), { index: pageIndex, size: pageSize })
  return { Total: total, PageIndex: pageIndex, PageSize: pageSize, Travelers: rows.map(itemOf) }
}

async function ownRow(ctx: AuthedContext, id: number): Promise<TravellerRow> {
  const row = await mine(ctx).selectAll().where('id', '=', id).executeTakeFirst()
  if (!row) throw notFound('tvTravellerUnknown')
  return row
}

export async function travellerDetail(ctx: AuthedContext, id: number): Promise<FrequentTravelerDetail> {
  const row = await ownRow(ctx, id)
  const [docs, cards] = await Promise.all([
    ctx.db
      .selectFrom('frequent_traveler_documents')
      .selectAll()
      .where((eb) => equal(eb, { company_id: ctx.caller.companyId, traveler_id: id }))
      .orderBy('sort')
      .execute(),
    ctx.db
      .selectFrom('frequent_traveler_cards')
      .selectAll()
      .where((eb) => equal(eb, { company_id: ctx.caller.companyId, traveler_id: id }))
      .orderBy('id')
      .execute(),
  ])
  // Rows saved before documents had their own table (the seed) show their one document.
  const documents = docs.length
    ? docs.map((d) => ({
        DocType: d.doc_type as FrequentTravelerDetail['Documents'][number]['DocType'],
        DocNo: d.doc_no,
        IssuingCountry: d.issuing_country,
        Nationality: d.nationality,
        Expiry: d.expiry,
      }))
    : [
        {
          DocType: row.id_type as FrequentTravelerDetail['Documents'][number]['DocType'],
          DocNo: row.id_no,
          IssuingCountry: row.nationality,
          Nationality: row.nationality,
          Expiry: row.id_expiry,
        },
      ]
  const today = chinaDay(ctx.now())
  const warnings = documents.flatMap((d, i) => {
    const w = d.DocType === 'IDCard' ? null : expiryWarning(`Documents.${i}.Expiry`, d.Expiry, today, ctx.lang)
    return w ? [w] : []
  })
  return {
    ...itemOf(row),
    Documents: documents,
    Cards: cards.map((c) => ({ Kind: c.kind as 'Airline' | 'HotelGroup', Issuer: c.issuer, CardNo: c.card_no })),
    Warnings: warnings,
  }
}

/**
 * Under privacy protection the detail shows masked numbers; a masked value sent back unchanged
 * (equal to the stored value masked) means the stored one (docs/personal.md#privacy).
 */
async function restoreMasked(ctx: AuthedContext, row: TravellerRow, req: FrequentTravelerSaveReq): Promise<FrequentTravelerSaveReq> {
  if (!isMasked(req.Mobile) && !req.Documents.some((d) => isMasked(d.DocNo))) return req
  const docs = await ctx.db
    .selectFrom('frequent_traveler_documents')
    .select(['doc_type', 'doc_no'])
    .where((eb) => equal(eb, { company_id: ctx.caller.companyId, traveler_id: row.id }))
    .execute()
  return {
    ...req,
    Mobile: isMasked(req.Mobile) && maskMobile(row.mobile) === req.Mobile ? row.mobile : req.Mobile,
    Documents: req.Documents.map((d) => {
      const stored = docs.find((s) => s.doc_type === d.DocType && maskId(s.doc_no) === d.DocNo)
      return isMasked(d.DocNo) && stored ? { ...d, DocNo: stored.doc_no } : d
    }),
  }
}

export async function saveTraveller(ctx: AuthedContext, req: FrequentTravelerSaveReq): Promise<FrequentTravelerSaveRes> {
  const power = await ctx.power()
  const editing = req.FrequentTravelerId ?? null
  if (!(editing ? power.MyPermission.FrequentTraveller.Edit : power.MyPermission.FrequentTraveller.Add)) throw fail.noPermission()
  const existing = editing ? await ownRow(ctx, editing) : null
  if (existing) req = await restoreMasked(ctx, existing, req)
  const t = checkTraveller(req, chinaDay(ctx.now()), ctx.lang)
  const main = t.documents[0]
  const values = {
    ch_name: t.chName,
    last_name: t.lastName,
    first_name: t.firstName,
    gender: t.gender,
    birth_date: t.birthDate,
    nationality: main.nationality,
    id_type: main.docType,
    id_no: main.docNo,
    id_expiry: main.expiry,
    mobile_country_code: t.countryCode,
    mobile: t.mobile,
    email: t.email,
  }
  const companyId = ctx.caller.companyId
  const id = await ctx.db.transaction().execute(async (trx) => {
    let travelerId: number
    if (existing) {
      travelerId = existing.id
      await trx.updateTable('frequent_travelers').set(values).where('company_id', '=', companyId).where('id', '=', travelerId).execute()
      await trx.deleteFrom('frequent_traveler_documents').where('company_id', '=', companyId).where('traveler_id', '=', travelerId).execute()
      await trx.deleteFrom('frequent_traveler_cards').where('company_id', '=', companyId).where('traveler_id', '=', travelerId).execute()
    } else {
      const r = await trx
        .insertInto('frequent_travelers')
        .values({ ...values, company_id: companyId, owner_user_id: ctx.caller.userId, person_id: null, created_at: ctx.now().toISOString() })
        .returning('id')
        .executeTakeFirstOrThrow()
      travelerId = r.id
    }
    await trx
      .insertInto('frequent_traveler_documents')
      .values(
        t.documents.map((d, i) => ({
          company_id: companyId,
          traveler_id: travelerId,
          sort: i,
          doc_type: d.docType,
          doc_no: d.docNo,
          issuing_country: d.issuingCountry,
          nationality: d.nationality,
          expiry: d.expiry,
        })),
      )
      .execute()
    if (t.cards.length) {
      await trx
        .insertInto('frequent_traveler_cards')
        .values(t.cards.map((c) => ({ company_id: companyId, traveler_id: travelerId, kind: c.kind, issuer: c.issuer, card_no: c.cardNo })))
        .execute()
    }
    return travelerId
  })
  const warnings: TravellerWarning[] = t.warnings
  return { FrequentTravelerId: id, Warnings: warnings }
}

export async function deleteTraveller(ctx: AuthedContext, id: number): Promise<{ FrequentTravelerId: number }> {
  const row = await ownRow(ctx, id)
  const companyId = ctx.caller.companyId
  await ctx.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('frequent_traveler_documents').where('company_id', '=', companyId).where('traveler_id', '=', row.id).execute()
    await trx.deleteFrom('frequent_traveler_cards').where('company_id', '=', companyId).where('traveler_id', '=', row.id).execute()
    await trx
      .deleteFrom('frequent_travelers')
      .where((eb) => equal(eb, { company_id: companyId, owner_user_id: ctx.caller.userId, id: row.id }))
      .execute()
  })
  return { FrequentTravelerId: row.id }
}
