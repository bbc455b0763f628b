/**
 * The platform's monthly invoice to the company for its dining (docs/dining.md#the-monthly-invoice):
 * once a China month is over, what the company paid for its people's meals of that month is
 * invoiced to it once — one invoice per company and month, to its default invoice header. Issued
 * by the first read that finds a closed month without one (the finance page or a receipt); the
 * unique (company, month) and the number made of them let two instances issue it once.
 */
import { sql } from 'kysely'
import type * as D from '../../../../types/api/dining'
import type { Db } from '../../db/schema'
import type { AuthedContext } from '../../http/context'
import { chinaDateTime, chinaDay } from '../../lib/time'

/** The China month ('yyyy-MM') of a day or instant. */
export const monthOf = (day: string): string => day.slice(0, 7)

/** The invoice number of a company's month: the same whoever issues it. */
export const invoiceNo = (companyId: number, month: string): string => `DI${month.replace('-', '')}${String(companyId).padStart(6, '0')}`

/** Issues the company's invoices of the closed months that have none; answers how many it issued. */
export async function issueMonthlyInvoices(db: Db, now: Date, companyId: number): Promise<number> {
  const open = `${monthOf(chinaDay(now))}-01`
  const month = sql<string>`substr(m.day, 1, 7)`
  const months = await db
    .selectFrom('dining_meals as m')
    .innerJoin('orders as o', 'o.id', 'm.order_id')
    .select((eb) => [month.as('month'), eb.fn.countAll<number>().as('meals'), eb.fn.sum<number>('o.paid_company').as('amount')])
    .where('m.company_id', '=', companyId)
    .where('m.day', '<', open)
    .where('o.paid_company', '>', 0)
    .where('o.status', 'not in', ['Cancelled', 'Voided'])
    .where((eb) =>
      eb.not(eb.exists(eb.selectFrom('dining_invoices as i').select('i.id').where('i.company_id', '=', companyId).whereRef('i.month', '=', month))),
    )
    .groupBy(month)
    .execute()
  if (months.length === 0) return 0
  const header = await db
    .selectFrom('company_invoice_headers')
    .select(['title', 'tax_no'])
    .where('company_id', '=', companyId)
    .orderBy('is_default', 'desc')
    .orderBy('id')
    .executeTakeFirst()
  const company = header ? null : await db.selectFrom('companies').select('name').where('id', '=', companyId).executeTakeFirstOrThrow()
  let issued = 0
  for (const m of months) {
    const res = await db
      .insertInto('dining_invoices')
      .values({
        company_id: companyId,
        invoice_no: invoiceNo(companyId, m.month),
        month: m.month,
        meals: Number(m.meals),
        amount: Number(m.amount),
        title: header?.title ?? company!.name,
        tax_no: header?.tax_no ?? '',
        issued_at: now.toISOString(),
      })
      .onConflict((oc) => oc.columns(['company_id', 'month']).doNothing())
      .executeTakeFirst()
    issued += Number(res.numInsertedOrUpdatedRows ?? 0)
  }
  return issued
}

/** The company's monthly dining invoices, the latest month first (issuing what is due). */
export async function monthlyInvoices(ctx: AuthedContext): Promise<D.DiningInvoicesRes> {
  const companyId = ctx.caller.companyId
  await issueMonthlyInvoices(ctx.db, ctx.now(), companyId)
  const rows = await ctx.db.selectFrom('dining_invoices').selectAll().where('company_id', '=', companyId).orderBy('month', 'desc').execute()
  return {
    Items: rows.map((r) => ({
      InvoiceNo: r.invoice_no,
      Month: r.month,
      Meals: r.meals,
      Amount: r.amount,
      Title: r.title,
      TaxNo: r.tax_no,
      IssuedAt: chinaDateTime(r.issued_at),
    })),
  }
}

/** The monthly invoice a meal's company part is on: its month, and its number once issued. */
export async function invoiceOfMeal(db: Db, now: Date, companyId: number, day: string): Promise<{ Month: string; InvoiceNo: string }> {
  const month = monthOf(day)
  if (month < monthOf(chinaDay(now))) await issueMonthlyInvoices(db, now, companyId)
  const row = await db.selectFrom('dining_invoices').select('invoice_no').where('company_id', '=', companyId).where('month', '=', month).executeTakeFirst()
  return { Month: month, InvoiceNo: row?.invoice_no ?? '' }
}
