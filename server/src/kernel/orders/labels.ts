/**
 * Display labels every product's orders share, in the four languages ([zh-CN, zh-TW, en, ja]):
 * order statuses (docs/order-states.md) and payment types. Words follow docs/glossary.md.
 */
import type { OrderStatus, PaymentType } from '../../../../types/api/order'
import type { Lang } from '../../i18n'
import { pickRow, type Row } from '../../lib/texts'
import { findProduct } from './products'

const ORDER_STATUS: Record<OrderStatus, Row> = {
  PendingApproval: ['待审批', '待審批', 'Pending Approval', '承認待ち'],
  Placed: ['待支付', '待支付', 'Awaiting Payment', '支払い待ち'],
  Paid: ['已支付', '已支付', 'Paid', '支払い済み'],
  PaymentFailed: ['支付失败', '支付失敗', 'Payment Failed', '支払い失敗'],
  Confirming: ['确认中', '確認中', 'Confirming', '確認中'],
  Confirmed: ['已确认', '已確認', 'Confirmed', '確定済み'],
  Processing: ['处理中', '處理中', 'Processing', '処理中'],
  Ticketing: ['出票中', '出票中', 'Ticketing', '発券中'],
  TicketingSucceeded: ['出票成功', '出票成功', 'Ticketing Succeeded', '発券成功'],
  TicketIssued: ['已出票', '已出票', 'Ticketed', '発券済み'],
  Completed: ['已完成', '已完成', 'Completed', '完了'],
  Cancelled: ['已取消', '已取消', 'Cancelled', 'キャンセル済み'],
  Refunding: ['退票中', '退票中', 'Refunding', '払い戻し中'],
  RefundSucceeded: ['已退票', '已退票', 'Refunded', '払い戻し済み'],
  RefundFailed: ['退票失败', '退票失敗', 'Refund Failed', '払い戻し失敗'],
  Changing: ['改签中', '改簽中', 'Changing', '変更中'],
  ChangeSucceeded: ['已改签', '已改簽', 'Changed', '変更済み'],
  ChangeFailed: ['改签失败', '改簽失敗', 'Change Failed', '変更失敗'],
  Rescheduling: ['改期中', '改期中', 'Rescheduling', '日程変更中'],
  Rescheduled: ['已改期', '已改期', 'Rescheduled', '日程変更済み'],
  Voided: ['已作废', '已作廢', 'Voided', '無効'],
}
/** The status in words; `product` (the order's) picks the product's own word where it has one (ProductDef.statusNames). */
export const orderStatusName = (s: OrderStatus, lang: Lang, product?: string): string =>
  pickRow((product === undefined ? undefined : findProduct(product)?.statusNames?.[s]) ?? ORDER_STATUS[s], lang)

const PAYMENT = {
  Company: ['公司支付', '公司支付', 'Company Pay', '会社払い'],
  Personal: ['个人支付', '個人支付', 'Personal Pay', '個人払い'],
  Mixed: ['混合支付', '混合支付', 'Split Payment', '混合支払い'],
} satisfies Record<string, Row>
export const paymentTypeName = (k: PaymentType, lang: Lang): string => pickRow(PAYMENT[k], lang)
