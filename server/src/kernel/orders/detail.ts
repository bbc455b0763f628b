/**
 * What every product's order-details page shows the same way, in the reader's language: the
 * order's status and payment, its booker, contacts (phones masked), timeline, the company fields
 * as resolved when booking, attachments, what is payable now. The product adds its segments,
 * travellers' documents and actions (e.g. modules/flight/order-detail.ts).
 */
import type { ApprovalStatus, OrderDetailCommon, OrderStatus, PaymentType, PayInfo } from '../../../../types/api/order'
import { PAY_CHANNELS } from '../../../../types/api/order'
import type { AuthedContext } from '../../http/context'
import { rowName } from '../../lib/names'
import { chinaDateTime, chinaTimestamp } from '../../lib/time'
import { orderStatusName } from './labels'
import { purposeTranslator } from '../../services/trip-purposes/text'
import type { ChangeRow, OrderDoc, OrderRow, RefundRow } from './tables'
import { timelineText } from './texts'
import { FILE_URL_PREFIX } from '../../../../types/api/booking-data'
import { maskId, maskMobile } from '../../lib/mask'

/** The masking rules live in lib/mask.ts; re-exported for the products' order details. */
export { maskId, maskMobile }

export type { OrderDetailCommon }

/** What every product's order details open with, from the common part: the number, the status, the approval and payment, when and by whom it was booked. */
export const detailHeading = (c: OrderDetailCommon) => ({
  OrderNo: c.OrderNo,
  Status: c.Status,
  StatusName: c.StatusName,
  ApprovalStatus: c.ApprovalStatus,
  PaymentType: c.PaymentType,
  CreatedAt: c.CreatedAt,
  BookerName: c.BookerName,
})

/** The common part of an order's detail; `pendingChange` is a change waiting for its personal payment. */
export async function orderDetailCommon(ctx: AuthedContext, order: OrderRow, pendingChange: ChangeRow | undefined): Promise<OrderDetailCommon> {
  const lang = ctx.lang
  const [events, booker, purpose] = await Promise.all([
    ctx.db.selectFrom('order_events').selectAll().where('order_id', '=', order.id).orderBy('id').execute(),
    ctx.db.selectFrom('persons').select(['ch_name', 'last_name', 'first_name']).where('id', '=', order.booker_person_id).executeTakeFirst(),
    purposeTranslator(ctx.db, order.company_id, lang),
  ])
  const doc = JSON.parse(order.detail_json) as OrderDoc
  const status = order.status as OrderStatus
  const payInfo: PayInfo | null =
    status === 'Placed'
      ? { PayFor: order.order_no, CompanyAmount: order.company_amount, PersonalAmount: order.personal_amount, Channels: [...PAY_CHANNELS] }
      : pendingChange
        ? {
            PayFor: pendingChange.change_no,
            CompanyAmount: pendingChange.company_amount,
            PersonalAmount: pendingChange.personal_amount,
            Channels: [...PAY_CHANNELS],
          }
        : null
  const f = doc.Fields
  return {
    OrderNo: order.order_no,
    Status: status,
    StatusName: orderStatusName(status, lang, order.product),
    ApprovalStatus: order.approval_status as ApprovalStatus,
    PaymentType: order.payment_type as PaymentType,
    CreatedAt: chinaDateTime(order.created_at),
    BookerName: booker ? rowName(booker) : '',
    Contacts: doc.Contacts.map((c) => ({ Name: c.Name, Mobile: maskMobile(c.Mobile), Email: c.Email })),
    PayInfo: payInfo,
    Timeline: events.map((e) => ({
      Time: chinaTimestamp(e.created_at),
      Status: orderStatusName(e.status as OrderStatus, lang, order.product),
      Text: timelineText(lang, e.text_key, e.params_json),
    })),
    CostCenterName: f.CostCenter?.Name ?? '',
    DepartmentName: f.Department?.Name ?? '',
    BusinessUnitName: f.BusinessUnit?.Name ?? '',
    CustomItemName: f.CustomItem?.Name ?? '',
    // Stored in the booker's language; one of the company's purposes reads in the reader's.
    Purpose: purpose(f.Purpose),
    AuthorizationCode: f.AuthorizationCode,
    ExtendFields: f.ExtendFields.map((e) => ({ Name: e.Name, Value: e.Value })),
    Attachments: f.Attachments.map((a) => ({ ...a, Url: ctx.mediaUrl(`${FILE_URL_PREFIX}${a.FileId}`) })),
    BookMessage: doc.BookMessage,
  }
}

/** An order's refunds as its details page lists them. */
export const refundViews = (rows: readonly RefundRow[]) =>
  rows.map((r) => ({
    RefundNo: r.refund_no,
    Amount: r.refund_amount,
    Fee: r.refund_fee,
    CompanyRefund: r.company_refund,
    PersonalRefund: r.personal_refund,
    At: chinaDateTime(r.created_at),
  }))
