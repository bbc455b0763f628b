/**
 * How a product joins the order kernel: its ProductDef is added, and its orders (and its refunds
 * and changes, when they can need approval) become approval subjects of their own kinds. Before every approval read, orders waiting for their
 * approval get one (approval-subject.ts), whichever product they belong to. The orders' timelines
 * are the message centre's order notices (notices.ts).
 */
import { onRefresh, registerSubject } from '../../services/approvals/subjects'
import { registerNoticeSource } from '../../services/messages/sources'
import { afterSaleSubject } from './after-sale-approval'
import { orderSubject, syncOrderApprovals } from './approval-subject'
import { ORDER_NOTICES } from './notices'
import { addProduct, type ProductDef } from './products'

onRefresh(syncOrderApprovals)
registerNoticeSource(ORDER_NOTICES)

export function registerProduct(p: ProductDef): void {
  addProduct(p)
  registerSubject(p.approval.subject, orderSubject(p))
  if (p.approval.refund) registerSubject(p.approval.refund.subject, afterSaleSubject(p, 'refund', p.approval.refund))
  if (p.approval.change) registerSubject(p.approval.change.subject, afterSaleSubject(p, 'change', p.approval.change))
}
