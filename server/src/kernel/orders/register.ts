/**
 * How a product joins the order kernel: its ProductDef is added, and its orders (and its refunds
 * and changes, when they can need approval) become approval subjects of their own kinds. Before every approval read, orders waiting for their
 * approval get one (approval-subject.ts), whichever product they belong to. The orders' timelines
 * are the message centre's order notices (notices.ts), and the kernel's status words name the
 * orders a trip application lists.
 */
import { onRefresh, registerSubject } from '../../services/approvals/subjects'
import { registerNoticeSource } from '../../services/messages/sources'
import { registerOrderStatusWords } from '../../services/trip-forms/view'
import { afterSaleSubject } from './after-sale-approval'
import { orderSubject, syncOrderApprovals } from './approval-subject'
import { orderStatusName } from './labels'
import { ORDER_NOTICES } from './notices'
import { addProduct, type ProductDef } from './products'

onRefresh(syncOrderApprovals)
registerNoticeSource(ORDER_NOTICES)
registerOrderStatusWords((status, lang) => orderStatusName(status, lang))

export function registerProduct(p: ProductDef): void {
  addProduct(p)
  registerSubject(p.approval.subject, orderSubject(p))
  if (p.approval.refund) registerSubject(p.approval.refund.subject, afterSaleSubject(p, 'refund', p.approval.refund))
  if (p.approval.change) registerSubject(p.approval.change.subject, afterSaleSubject(p, 'change', p.approval.change))
}
