/**
 * How a product joins the order kernel: its ProductDef is added, and its orders become an
 * approval subject of their own kind. Before every approval read, orders waiting for their
 * approval get one (approval-subject.ts), whichever product they belong to.
 */
import { onRefresh, registerSubject } from '../../services/approvals/subjects'
import { orderSubject, syncOrderApprovals } from './approval-subject'
import { addProduct, type ProductDef } from './products'

onRefresh(syncOrderApprovals)

export function registerProduct(p: ProductDef): void {
  addProduct(p)
  registerSubject(p.approval.subject, orderSubject(p))
}
