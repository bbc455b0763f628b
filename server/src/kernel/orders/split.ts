/** Who pays an item of a price under an order's payment type: the company up to the standard's price under mixed payment. */
import type { PaymentType } from '../../../../types/api/order'

export function splitTicket(price: number, cap: number | null, paymentType: PaymentType): { company: number; personal: number } {
  if (paymentType === 'Company') return { company: price, personal: 0 }
  if (paymentType === 'Personal') return { company: 0, personal: price }
  const company = cap === null ? price : Math.min(price, cap)
  return { company, personal: price - company }
}
