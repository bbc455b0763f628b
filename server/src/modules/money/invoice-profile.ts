/**
 * What a person keeps for their invoices (docs/money.md#invoices): their invoice headers (title,
 * tax id, bank and address for a company header) and their shipping addresses for paper
 * invoices, each with one default. Everything is the caller's own within their company.
 */
import type { Selectable } from 'kysely'
import * as I from '../../../../types/api/invoice'
import {
  BANK_ACCOUNT_DIGITS,
  bankAccountProblem,
  INVOICE_PHONE_DIGITS,
  invoicePhoneProblem,
  normalizeBankAccount,
  usccProblem,
} from '../../../../types/api/invoice-values'
import type { Db } from '../../db/schema'
import { fail } from '../../errors'
import type { AuthedContext } from '../../http/context'
import { checkEmail, checkMobile, normalizeCountryCode, normalizeEmail } from '../../lib/contact'
import type { InvoiceHeadersTable, ShippingAddressesTable } from '../../services/money/tables'
import { moneyInvalid } from '../../services/money/texts'
import { equal } from '../../db/match'

type HeaderRow = Selectable<InvoiceHeadersTable>
export type AddressRow = Selectable<ShippingAddressesTable>

const headerView = (h: HeaderRow): I.InvoiceHeader => ({
  HeaderId: h.id,
  Kind: h.kind,
  Title: h.title,
  TaxId: h.tax_id,
  Address: h.address,
  Phone: h.phone,
  BankName: h.bank_name,
  BankAccount: h.bank_account,
  Email: h.email,
  IsDefault: h.is_default === 1,
})
export const addressView = (a: AddressRow): I.ShippingAddress => ({
  AddressId: a.id,
  Name: a.name,
  MobileCountryCode: a.mobile_country_code,
  Mobile: a.mobile,
  Region: a.region,
  Detail: a.detail,
  Postcode: a.postcode,
  IsDefault: a.is_default === 1,
})

// Headers

export const ownHeaders = (db: Db, c: AuthedContext['caller']) =>
  db.selectFrom('invoice_headers').selectAll().where('company_id', '=', c.companyId).where('user_id', '=', c.userId)

export async function listHeaders(ctx: AuthedContext): Promise<I.InvoiceHeaderListRes> {
  const rows = await ownHeaders(ctx.db, ctx.caller).orderBy('is_default', 'desc').orderBy('id').execute()
  return { Items: rows.map(headerView) }
}

/** The header's rules, each refusal naming its field. */
function checkHeader(req: I.InvoiceHeaderSaveReq): void {
  if (!req.Title.trim()) throw moneyInvalid('invoiceFieldRequired', { field: 'Title' })
  const tax = (req.TaxId ?? '').trim()
  if (req.Kind === 'Company') {
    if (!tax) throw moneyInvalid('invoiceFieldRequired', { field: 'TaxId' })
    if (usccProblem(tax) !== null) throw moneyInvalid('invoiceTaxIdInvalid', { field: 'TaxId' })
  } else if (tax) throw moneyInvalid('invoicePersonalTaxId', { field: 'TaxId' })
  // Registration phone and bank account are optional; given, they must be what a bank and a phone are.
  if (req.Phone?.trim() && invoicePhoneProblem(req.Phone) !== null) throw moneyInvalid('invoicePhoneInvalid', { ...INVOICE_PHONE_DIGITS, field: 'Phone' })
  if (req.BankAccount?.trim() && bankAccountProblem(req.BankAccount) !== null)
    throw moneyInvalid('invoiceBankAccountInvalid', { ...BANK_ACCOUNT_DIGITS, field: 'BankAccount' })
  if (req.Email?.trim()) checkEmail(req.Email.trim())
}

export async function saveHeader(ctx: AuthedContext, req: I.InvoiceHeaderSaveReq): Promise<I.InvoiceHeader> {
  checkHeader(req)
  const at = ctx.now().toISOString()
  const values = {
    kind: req.Kind,
    title: req.Title.trim(),
    tax_id: (req.TaxId ?? '').trim(),
    address: (req.Address ?? '').trim(),
    phone: (req.Phone ?? '').trim(),
    bank_name: (req.BankName ?? '').trim(),
    bank_account: normalizeBankAccount(req.BankAccount ?? ''),
    email: req.Email?.trim() ? normalizeEmail(req.Email) : '',
    updated_at: at,
  }
  const { companyId, userId } = ctx.caller
  const id = await ctx.db.transaction().execute(async (trx) => {
    const count = (
      await trx
        .selectFrom('invoice_headers')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where((eb) => equal(eb, { company_id: companyId, user_id: userId }))
        .executeTakeFirstOrThrow()
    ).n
    // The first header is the default; a header saved as default takes it from the others.
    const makeDefault = req.IsDefault === true || Number(count) === 0
    if (makeDefault) await trx.updateTable('invoice_headers').set({ is_default: 0 }).where('company_id', '=', companyId).where('user_id', '=', userId).execute()
    if (req.HeaderId) {
      const res = await trx
        .updateTable('invoice_headers')
        .set({ ...values, ...(makeDefault ? { is_default: 1 } : {}) })
        .where((eb) => equal(eb, { id: req.HeaderId, company_id: companyId, user_id: userId }))
        .executeTakeFirst()
      if (Number(res.numUpdatedRows) !== 1) throw fail.notFound()
      return req.HeaderId
    }
    const row = await trx
      .insertInto('invoice_headers')
      .values({ ...values, company_id: companyId, user_id: userId, is_default: makeDefault ? 1 : 0, created_at: at })
      .returning('id')
      .executeTakeFirstOrThrow()
    return row.id
  })
  return headerView(await ownHeaders(ctx.db, ctx.caller).where('id', '=', id).executeTakeFirstOrThrow())
}

export async function deleteHeader(ctx: AuthedContext, req: I.InvoiceHeaderIdReq): Promise<null> {
  const res = await ctx.db
    .deleteFrom('invoice_headers')
    .where((eb) => equal(eb, { id: req.HeaderId, company_id: ctx.caller.companyId, user_id: ctx.caller.userId }))
    .executeTakeFirst()
  if (Number(res.numDeletedRows) !== 1) throw fail.notFound()
  return null
}

// Shipping addresses

export const ownAddresses = (db: Db, c: AuthedContext['caller']) =>
  db.selectFrom('shipping_addresses').selectAll().where('company_id', '=', c.companyId).where('user_id', '=', c.userId)

export async function listAddresses(ctx: AuthedContext): Promise<I.ShippingAddressListRes> {
  return { Items: (await ownAddresses(ctx.db, ctx.caller).orderBy('is_default', 'desc').orderBy('id').execute()).map(addressView) }
}

export async function saveAddress(ctx: AuthedContext, req: I.ShippingAddressSaveReq): Promise<I.ShippingAddress> {
  for (const [field, v] of [
    ['Name', req.Name],
    ['Region', req.Region],
    ['Detail', req.Detail],
  ] as const)
    if (!v.trim()) throw moneyInvalid('invoiceFieldRequired', { field })
  const cc = normalizeCountryCode(req.MobileCountryCode)
  checkMobile(req.Mobile.trim(), cc)
  const postcode = (req.Postcode ?? '').trim()
  if (postcode && !/^\d{6}$/.test(postcode)) throw moneyInvalid('invoicePostcodeInvalid', { field: 'Postcode' })
  const { companyId, userId } = ctx.caller
  const values = { name: req.Name.trim(), mobile_country_code: cc, mobile: req.Mobile.trim(), region: req.Region.trim(), detail: req.Detail.trim(), postcode }
  const id = await ctx.db.transaction().execute(async (trx) => {
    const count = (
      await trx
        .selectFrom('shipping_addresses')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where((eb) => equal(eb, { company_id: companyId, user_id: userId }))
        .executeTakeFirstOrThrow()
    ).n
    const makeDefault = req.IsDefault === true || Number(count) === 0
    if (makeDefault)
      await trx.updateTable('shipping_addresses').set({ is_default: 0 }).where('company_id', '=', companyId).where('user_id', '=', userId).execute()
    if (req.AddressId) {
      const res = await trx
        .updateTable('shipping_addresses')
        .set({ ...values, ...(makeDefault ? { is_default: 1 } : {}) })
        .where((eb) => equal(eb, { id: req.AddressId, company_id: companyId, user_id: userId }))
        .executeTakeFirst()
      if (Number(res.numUpdatedRows) !== 1) throw fail.notFound()
      return req.AddressId
    }
    return (
      await trx
        .insertInto('shipping_addresses')
        .values({ ...values, company_id: companyId, user_id: userId, is_default: makeDefault ? 1 : 0, created_at: ctx.now().toISOString() })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id
  })
  return addressView(await ownAddresses(ctx.db, ctx.caller).where('id', '=', id).executeTakeFirstOrThrow())
}

export async function deleteAddress(ctx: AuthedContext, req: I.ShippingAddressIdReq): Promise<null> {
  const res = await ctx.db
    .deleteFrom('shipping_addresses')
    .where((eb) => equal(eb, { id: req.AddressId, company_id: ctx.caller.companyId, user_id: ctx.caller.userId }))
    .executeTakeFirst()
  if (Number(res.numDeletedRows) !== 1) throw fail.notFound()
  return null
}
