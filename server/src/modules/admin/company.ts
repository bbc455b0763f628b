/** Company information, its logo (an image uploaded with systemInfo/uploadFiles) and the company's invoice headers. */
import type { Selectable } from 'kysely'
import type { CompanyInfo, CompanyInfoSaveReq, CompanyInvoiceHeader, InvoiceHeaderSaveReq } from '../../../../types/api/admin'
import type { Db } from '../../db/schema'
import { fail } from '../../errors'
import type { AuthedContext } from '../../http/context'
import { FILE_URL_PREFIX } from '../../../../types/api/booking-data'
import { audit } from './audit'
import type { CompanyInvoiceHeadersTable } from './tables'
import { invalid } from './texts'
import { equal } from '../../db/match'
import { rowCount } from '../../db/page'

export async function companyInfo(ctx: AuthedContext, db: Db = ctx.db): Promise<CompanyInfo> {
  const companyId = ctx.caller.companyId
  const c = await db.selectFrom('companies').selectAll().where('id', '=', companyId).executeTakeFirstOrThrow()
  const p = await db.selectFrom('company_profiles').selectAll().where('company_id', '=', companyId).executeTakeFirst()
  return {
    CompanyCode: c.code,
    Name: c.name,
    NameEn: c.name_en,
    Address: p?.address ?? '',
    ContactName: p?.contact_name ?? '',
    ContactPhone: p?.contact_phone ?? '',
    ContactEmail: p?.contact_email ?? '',
    LogoUrl: p?.logo_file_id ? ctx.mediaUrl(`${FILE_URL_PREFIX}${p.logo_file_id}`) : '',
  }
}

async function saveProfile(
  db: Db,
  ctx: AuthedContext,
  set: Partial<{ address: string; contact_name: string; contact_phone: string; contact_email: string; logo_file_id: string | null }>,
) {
  const companyId = ctx.caller.companyId
  const at = ctx.now().toISOString()
  const done = await db
    .updateTable('company_profiles')
    .set({ ...set, updated_at: at })
    .where('company_id', '=', companyId)
    .executeTakeFirst()
  if (Number(done.numUpdatedRows) === 0) {
    await db
      .insertInto('company_profiles')
      .values({ company_id: companyId, address: '', contact_name: '', contact_phone: '', contact_email: '', logo_file_id: null, ...set, updated_at: at })
      .execute()
  }
}

export async function saveCompanyInfo(ctx: AuthedContext, req: CompanyInfoSaveReq): Promise<CompanyInfo> {
  if (req.ContactEmail && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(req.ContactEmail)) throw fail.validation('emailFormat')
  return ctx.db.transaction().execute(async (trx) => {
    const before = await companyInfo(ctx, trx)
    if (req.Name !== undefined || req.NameEn !== undefined) {
      await trx
        .updateTable('companies')
        .set({ ...(req.Name !== undefined ? { name: req.Name.trim() } : {}), ...(req.NameEn !== undefined ? { name_en: req.NameEn.trim() } : {}) })
        .where('id', '=', ctx.caller.companyId)
        .execute()
    }
    await saveProfile(trx, ctx, {
      ...(req.Address !== undefined ? { address: req.Address.trim() } : {}),
      ...(req.ContactName !== undefined ? { contact_name: req.ContactName.trim() } : {}),
      ...(req.ContactPhone !== undefined ? { contact_phone: req.ContactPhone.trim() } : {}),
      ...(req.ContactEmail !== undefined ? { contact_email: req.ContactEmail.trim().toLowerCase() } : {}),
    })
    const after = await companyInfo(ctx, trx)
    await audit(trx, ctx, 'Company', ctx.caller.companyId, 'edit', before, after)
    return after
  })
}

export async function setLogo(ctx: AuthedContext, fileId: string): Promise<CompanyInfo> {
  return ctx.db.transaction().execute(async (trx) => {
    const file = await trx
      .selectFrom('uploaded_files')
      .select(['id', 'kind'])
      .where((eb) => equal(eb, { id: fileId, company_id: ctx.caller.companyId }))
      .executeTakeFirst()
    if (!file) throw fail.notFound()
    if (file.kind !== 'image') throw invalid('admNotAnImage')
    const before = await companyInfo(ctx, trx)
    await saveProfile(trx, ctx, { logo_file_id: fileId })
    const after = await companyInfo(ctx, trx)
    await audit(trx, ctx, 'Company', ctx.caller.companyId, 'logo', before, after)
    return after
  })
}

type HeaderRow = Omit<Selectable<CompanyInvoiceHeadersTable>, 'company_id' | 'updated_at'>
const headerOf = (r: HeaderRow): CompanyInvoiceHeader => ({
  HeaderId: r.id,
  Title: r.title,
  TaxNo: r.tax_no,
  Type: r.type === 'Special' ? 'Special' : 'General',
  Address: r.address,
  Phone: r.phone,
  BankName: r.bank_name,
  BankAccount: r.bank_account,
  IsDefault: r.is_default === 1,
})

export async function invoiceHeaders(ctx: AuthedContext): Promise<CompanyInvoiceHeader[]> {
  return (
    await ctx.db
      .selectFrom('company_invoice_headers')
      .selectAll()
      .where('company_id', '=', ctx.caller.companyId)
      .orderBy('is_default', 'desc')
      .orderBy('id')
      .execute()
  ).map(headerOf)
}

async function headerRow(db: Db, companyId: number, id: number) {
  const row = await db.selectFrom('company_invoice_headers').selectAll().where('company_id', '=', companyId).where('id', '=', id).executeTakeFirst()
  if (!row) throw fail.notFound()
  return row
}

export async function saveInvoiceHeader(ctx: AuthedContext, req: InvoiceHeaderSaveReq): Promise<CompanyInvoiceHeader> {
  const companyId = ctx.caller.companyId
  return ctx.db.transaction().execute(async (trx) => {
    const count = await rowCount(trx.selectFrom('company_invoice_headers').where('company_id', '=', companyId))
    const isDefault = req.IsDefault ?? count === 0
    if (isDefault) await trx.updateTable('company_invoice_headers').set({ is_default: 0 }).where('company_id', '=', companyId).execute()
    const values = {
      title: req.Title.trim(),
      tax_no: req.TaxNo,
      type: req.Type,
      address: req.Address?.trim() ?? '',
      phone: req.Phone?.trim() ?? '',
      bank_name: req.BankName?.trim() ?? '',
      bank_account: req.BankAccount?.trim() ?? '',
      is_default: isDefault ? 1 : 0,
      updated_at: ctx.now().toISOString(),
    }
    if (req.HeaderId) {
      const before = headerOf(await headerRow(trx, companyId, req.HeaderId))
      await trx.updateTable('company_invoice_headers').set(values).where('id', '=', req.HeaderId).execute()
      const after = headerOf(await headerRow(trx, companyId, req.HeaderId))
      await audit(trx, ctx, 'InvoiceHeader', req.HeaderId, 'edit', before, after)
      return after
    }
    const { id } = await trx
      .insertInto('company_invoice_headers')
      .values({ company_id: companyId, ...values })
      .returning('id')
      .executeTakeFirstOrThrow()
    const after = headerOf(await headerRow(trx, companyId, id))
    await audit(trx, ctx, 'InvoiceHeader', id, 'add', null, after)
    return after
  })
}

export async function deleteInvoiceHeader(ctx: AuthedContext, id: number): Promise<number> {
  return ctx.db.transaction().execute(async (trx) => {
    const before = headerOf(await headerRow(trx, ctx.caller.companyId, id))
    await trx.deleteFrom('company_invoice_headers').where('id', '=', id).execute()
    await audit(trx, ctx, 'InvoiceHeader', id, 'delete', before, null)
    return 1
  })
}
