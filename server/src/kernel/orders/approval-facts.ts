/** What every product's order tells its approver alike: the travellers' names, the money, the company fields that matter to approving. */
import { rowName } from '../../lib/names'
import type { OrderDoc, OrderRow } from './tables'

export const travellerNames = (pax: readonly { ch_name: string; last_name: string; first_name: string }[]): string[] => pax.map((p) => rowName(p))

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
