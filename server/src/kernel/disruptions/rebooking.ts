/**
 * What a rebooking carries over from the disrupted order (docs/disruptions.md#rebooking): its
 * contacts, company fields and payment type go onto the new booking as they were, so a product's
 * `book` submits through the kernel's one booking path (kernel/orders/submit.ts) like any other
 * booking; and a company-only order is confirmed as the cashier confirms one.
 */
import type { PaymentType } from '../../../../types/api/order'
import type { Db } from '../../db/schema'
import type { AuthedContext } from '../../http/context'
import { LANGS } from '../../i18n'
import { payStart } from '../orders/payment'
import { storedReason } from '../orders/reason-text'
import type { BookingRequest } from '../orders/submit'
import type { OrderDoc } from '../orders/tables'
import { dt } from './texts'

export type CarriedOver = Omit<BookingRequest, 'ClientRequestId' | 'Contacts' | 'PolicyReason' | 'PolicyReasons'> & {
  PaymentType: PaymentType
  Contacts: { Name: string; MobileCountryCode: string; Mobile: string; Email?: string }[]
}

export async function carriedOver(db: Db, orderId: number): Promise<CarriedOver> {
  const order = await db.selectFrom('orders').select(['payment_type', 'detail_json']).where('id', '=', orderId).executeTakeFirstOrThrow()
  const doc = JSON.parse(order.detail_json) as OrderDoc
  const f = doc.Fields
  return {
    PaymentType: order.payment_type as PaymentType,
    Contacts: doc.Contacts.map((c) => ({ ...c })),
    BookMessage: doc.BookMessage,
    CostCenterId: f.CostCenter?.Id ?? null,
    DepartmentId: f.Department?.Id ?? null,
    BusinessUnitId: f.BusinessUnit?.Id ?? null,
    CustomItemId: f.CustomItem?.Id ?? null,
    PurposeText: f.Purpose,
    AuthorizationCode: f.AuthorizationCode || undefined,
    AttachmentIds: f.Attachments.map((a) => a.FileId),
    ExtendFields: Object.fromEntries(f.ExtendFields.map((e) => [e.Slot, e.Value])),
  }
}

/** A new order with nothing personal to pay is confirmed at once (as the cashier confirms a company-only order); answers whether money is still due. */
export async function confirmIfCompanyOnly(ctx: AuthedContext, orderNo: string): Promise<boolean> {
  const order = await ctx.db
    .selectFrom('orders')
    .select(['status', 'personal_amount'])
    .where('company_id', '=', ctx.caller.companyId)
    .where('order_no', '=', orderNo)
    .executeTakeFirstOrThrow()
  if (order.status !== 'Placed') return false
  if (order.personal_amount > 0) return true
  await payStart(ctx, { OrderNo: orderNo, Channel: 'CompanyAccount', PersonalAmount: 0 })
  return false
}

/** The reason a disruption's refund or change carries, kept in every language (kernel/orders/reason-text.ts). */
export const disruptionReason = (): string => storedReason('', Object.fromEntries(LANGS.map((l) => [l, dt(l, 'dsRebookReason')])), '')
