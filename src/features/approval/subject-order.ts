/**
 * The order an approval is about, found through the products' declarations (src/products.ts):
 * each product names the field of ApprovalDetail it fills and how its order reads, and its order
 * details page opens from the approval.
 */
import type { ApprovalDetail } from '@api/approval'
import type { ApprovalViewDef } from '@/core/product'
import { DECLARED } from '@/products'
import type { RouteName } from '@/routes'

/** The facts every order an approver reads carries, whatever its product. */
export interface ApprovalOrder {
  OrderNo: string
  Status: string
  StatusName: string
  PaymentType: string
  PaymentTypeName: string
  BookerName: string
  Total: number
  CompanyAmount: number
  PersonalAmount: number
  CostCenterName: string
  Purpose: string
  AuthorizationCode: string
}

/** An order whose journeys the server words: one verdict for the whole order. */
export interface JourneyOrder extends ApprovalOrder {
  InPolicy: boolean
  Violations: string[]
  PolicyReason: string
  PassengerNames: string[]
}

export interface ShownOrder {
  view: ApprovalViewDef
  order: ApprovalOrder
  /** The order's details page, as its product declares it. */
  details: RouteName
}

/** The order of the approval and how its product shows it; null for an approval of no order (a trip application). */
export function approvalOrderOf(detail: ApprovalDetail): ShownOrder | null {
  for (const p of DECLARED) {
    const order = p.approval ? (detail[p.approval.field] as ApprovalOrder | null | undefined) : null
    if (p.approval && p.orders && order) return { view: p.approval, order, details: p.orders.details as RouteName }
  }
  return null
}
