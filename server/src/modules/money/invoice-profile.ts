/**
 * What a person keeps for their invoices (docs/money.md#invoices): their invoice headers (title,
 * tax id, bank and address for a company header) and their shipping addresses for paper
 * invoices, each with one default. Everything is the caller's own within their company.
 */
import type { Generated, Kysely, Selectable } from 'kysely'
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
import { rowCount } from '../../db/page'

type HeaderRow = Selectable<InvoiceHeadersTable>
export type AddressRow = Selectable<ShippingAddressesTable>

/** Kysely cannot follow a table chosen by a parameter: the caller's headers and addresses are saved through the columns both tables have. */
type OwnRows = { o: { id: Generated<number>; company_id: number; user_id: number; is_default: number; created_at: string } }
type OwnTable = 'invoice_headers' | 'shipping_addresses'
const own = (db: Db, table: OwnTable) => ({ q: db as unknown as Kysely<OwnRows>, t: table as unknown as 'o' })

/**
 * Saves one of the caller's headers or addresses: edits `id` (404 when not theirs) or adds one. The
 * first of them is the default; one saved as default takes it from the others. Answers its id.
 */
function saveOwnRow(
  ctx: AuthedContext,
  table: OwnTable,
  id: number | undefined,
  isDefault: boolean | undefined,
  values: object,
  createdAt: string,
): Promise<number> {
  const mine = { company_id: ctx.caller.companyId, user_id: ctx.caller.userId }
  return ctx.db.transaction().execute(async (trx) => {
    const { q, t } = own(trx, table)
    const makeDefault = isDefault === true || (await rowCount(q.selectFrom(t).where((eb) => equal(eb, mine)))) === 0
    if (makeDefault)
      await q
        .updateTable(t)
        .set({ is_default: 0 })
        .where((eb) => equal(eb, mine))
        .execute()
    if (id) {
      const res = await q
        .updateTable(t)
        .set({ ...values, ...(makeDefault ? { is_default: 1 } : {}) })
        .where((eb) => equal(eb, { id, ...mine }))
        .executeTakeFirst()
      if (Number(res.numUpdatedRows) !== 1) throw fail.notFound()
      return id
    }
    const row = await q
      .insertInto(t)
      .values({ ...values, ...mine, is_default: makeDefault ? 1 : 0, created_at: createdAt })
      .returning('id')
      .executeTakeFirstOrThrow()
    return row.id
  })
}

/** Deletes one of the caller's headers or addresses (404 when not theirs). */
async function deleteOwnRow(ctx: AuthedContext, table: OwnTable, id: number): Promise<null> {
  const { q, t } = own(ctx.db, table)
  const res = await q
    .deleteFrom(t)
    .where((eb) => equal(eb, { id, company_id: ctx.caller.companyId, user_id: ctx.caller.userId }))
    .executeTakeFirst()
  if (Number(res.numDeletedRows) !== 1) throw fail.notFound()
  return null
}

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
  const id = await saveOwnRow(ctx, 'invoice_headers', req.HeaderId, req.IsDefault, values, at)
  return headerView(await ownHeaders(ctx.db, ctx.caller).where('id', '=', id).executeTakeFirstOrThrow())
}

export const deleteHeader = (ctx: AuthedContext, req: I.InvoiceHeaderIdReq): Promise<null> => deleteOwnRow(ctx, 'invoice_headers', req.HeaderId)

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
  const values = { name: req.Name.trim(), mobile_country_code: cc, mobile: req.Mobile.trim(), region: req.Region.trim(), detail: req.Detail.trim(), postcode }
  const id = await saveOwnRow(ctx, 'shipping_addresses', req.AddressId, req.IsDefault, values, ctx.now().toISOString())
  return addressView(await ownAddresses(ctx.db, ctx.caller).where('id', '=', id).executeTakeFirstOrThrow())
}

export const deleteAddress = (ctx: AuthedContext, req: I.ShippingAddressIdReq): Promise<null> => deleteOwnRow(ctx, 'shipping_addresses', req.AddressId)
