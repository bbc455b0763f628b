/**
 * Default contacts of the personal centre: the people order notices go to. One list per user
 * within the company; phone numbers never repeat in it (a repeat is refused, naming the phone);
 * exactly one is the default while any exist — the first saved becomes it, setDefault moves it,
 * deleting it hands it to the oldest remaining contact.
 */
import type { Selectable } from 'kysely'
import type { FrequentContact, FrequentContactListReq, FrequentContactListRes, FrequentContactSaveReq } from '../../../../types/api/traveller'
import type { Database, Db } from '../../db/schema'
import type { AuthedContext } from '../../http/context'
import { fail } from '../../errors'
import { maskPhone } from '../../lib/contact'
import { isMasked, maskMobile } from '../../lib/mask'
import { checkContactFields } from './rules'
import { invalid, notFound, taken } from './texts'
import { equal } from '../../db/match'
import { readPage } from '../../db/page'

type ContactRow = Selectable<Database['frequent_contacts']>

const contactOf = (r: ContactRow): FrequentContact => ({
  ContactId: r.id,
  Name: r.name,
  MobileCountryCode: r.mobile_country_code,
  Mobile: r.mobile,
  Email: r.email,
  IsDefault: r.is_default === 1,
})

const mine = (db: Db, ctx: AuthedContext) =>
  db.selectFrom('frequent_contacts').where('company_id', '=', ctx.caller.companyId).where('owner_user_id', '=', ctx.caller.userId)

export async function listContacts(ctx: AuthedContext, req: FrequentContactListReq): Promise<FrequentContactListRes> {
  let q = mine(ctx.db, ctx)
  const keyword = req.Keyword?.trim().replace(/[%_\\]/g, '')
  if (keyword) q = q.where((eb) => eb.or([eb(eb.fn('lower', ['name']), 'like', `%${keyword.toLowerCase()}%`), eb('mobile', 'like', `%${keyword}%`)]))
  const pageIndex = req.PageIndex ?? 1
  const pageSize = req.PageSize ?? 20
  const { total, rows } = await readPage(q, q.selectAll().orderBy('is_default', 'desc').orderBy('name').orderBy('id'), { index: pageIndex, size: pageSize })
  return { Total: total, Contacts: rows.map(contactOf) }
}

async function ownContact(db: Db, ctx: AuthedContext, id: number): Promise<ContactRow> {
  const row = await mine(db, ctx).selectAll().where('id', '=', id).executeTakeFirst()
  if (!row) throw notFound('tvContactUnknown')
  return row
}

async function makeDefault(trx: Db, ctx: AuthedContext, id: number): Promise<void> {
  await trx
    .updateTable('frequent_contacts')
    .set({ is_default: 0 })
    .where((eb) => equal(eb, { company_id: ctx.caller.companyId, owner_user_id: ctx.caller.userId }))
    .where('id', '<>', id)
    .execute()
  await trx
    .updateTable('frequent_contacts')
    .set({ is_default: 1 })
    .where((eb) => equal(eb, { company_id: ctx.caller.companyId, owner_user_id: ctx.caller.userId, id }))
    .execute()
}

export async function saveContact(ctx: AuthedContext, req: FrequentContactSaveReq): Promise<FrequentContact> {
  const power = await ctx.power()
  if (!power.MyPermission.DefaultContact.Add) throw fail.noPermission()
  const name = req.Name.trim()
  if (!name) throw invalid('tvContactName', { field: 'Name' })
  const editing = req.ContactId ?? null
  let mobile = req.Mobile
  // Under privacy protection the list shows masked phones; one sent back unchanged keeps the stored phone (docs/personal.md#privacy).
  if (editing && isMasked(mobile)) {
    const stored = await mine(ctx.db, ctx).select('mobile').where('id', '=', editing).executeTakeFirst()
    if (stored && maskMobile(stored.mobile) === mobile) mobile = stored.mobile
  }
  const c = checkContactFields(mobile, req.MobileCountryCode, req.Email)
  const id = await ctx.db.transaction().execute(async (trx) => {
    if (editing) await ownContact(trx, ctx, editing)
    const same = await mine(trx, ctx).select('id').where('mobile_country_code', '=', c.countryCode).where('mobile', '=', c.mobile).executeTakeFirst()
    if (same && same.id !== editing) throw taken('tvContactPhoneTaken', { field: 'Mobile', phone: maskPhone(c.countryCode, c.mobile) })
    const values = { name, mobile_country_code: c.countryCode, mobile: c.mobile, email: c.email }
    let contactId: number
    if (editing) {
      await trx
        .updateTable('frequent_contacts')
        .set(values)
        .where((eb) => equal(eb, { company_id: ctx.caller.companyId, owner_user_id: ctx.caller.userId, id: editing }))
        .execute()
      contactId = editing
    } else {
      const r = await trx
        .insertInto('frequent_contacts')
        .values({ ...values, company_id: ctx.caller.companyId, owner_user_id: ctx.caller.userId, is_default: 0, created_at: ctx.now().toISOString() })
        .returning('id')
        .executeTakeFirstOrThrow()
      contactId = r.id
    }
    const hasDefault = await mine(trx, ctx).select('id').where('is_default', '=', 1).executeTakeFirst()
    if (req.IsDefault || !hasDefault) await makeDefault(trx, ctx, contactId)
    return contactId
  })
  return contactOf(await ownContact(ctx.db, ctx, id))
}

export async function setDefaultContact(ctx: AuthedContext, id: number): Promise<FrequentContact> {
  await ctx.db.transaction().execute(async (trx) => {
    await ownContact(trx, ctx, id)
    await makeDefault(trx, ctx, id)
  })
  return contactOf(await ownContact(ctx.db, ctx, id))
}

export async function deleteContact(ctx: AuthedContext, id: number): Promise<{ ContactId: number }> {
  await ctx.db.transaction().execute(async (trx) => {
    const row = await ownContact(trx, ctx, id)
    await trx
      .deleteFrom('frequent_contacts')
      .where((eb) => equal(eb, { company_id: ctx.caller.companyId, owner_user_id: ctx.caller.userId, id }))
      .execute()
    if (row.is_default === 1) {
      const next = await mine(trx, ctx).select('id').orderBy('id').executeTakeFirst()
      if (next) await makeDefault(trx, ctx, next.id)
    }
  })
  return { ContactId: id }
}
