/** What every product's order tells its approver alike: the travellers' names, the money, the company fields that matter to approving. */
import { displayName } from '../../lib/names'
import type { OrderDoc, OrderRow } from './tables'

export const travellerNames = (pax: readonly { ch_name: string; last_name: string; first_name: string }[]): string[] =>
  pax.map((p) => displayName({ chName: p.ch_name, lastName: p.last_name, firstName: p.first_name }))

export function orderMoneyAndFields(order: OrderRow) {
  const f = (JSON.parse(order.detail_json) as Partial<OrderDoc>).Fields
  return {
    Total: order.total,
    CompanyAmount: order.company_amount,
    PersonalAmount: order.personal_amount,
    CostCenterName: f?.CostCenter?.Name ?? '',
    Purpose: f?.Purpose ?? '',
    AuthorizationCode: f?.AuthorizationCode ?? '',
  }
}
