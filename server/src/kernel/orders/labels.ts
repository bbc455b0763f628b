/**
 * Display labels every product's orders share, in the four languages ([zh-CN, zh-TW, en, ja]):
 * order statuses (docs/order-states.md) and payment types. Words follow docs/glossary.md.
 */
import type { OrderStatus, PaymentType } from '../../../../types/api/order'
import type { Lang } from '../../i18n'
import { pickRow, type Row, rows } from '../../lib/texts'
import { findProduct } from './products'
import J from './labels.json'

const ORDER_STATUS: Record<OrderStatus, Row> = rows(J.ORDER_STATUS)
/** The status in words; `product` (the order's) picks the product's own word where it has one (ProductDef.statusNames). */
export const orderStatusName = (s: OrderStatus, lang: Lang, product?: string): string =>
  pickRow((product === undefined ? undefined : findProduct(product)?.statusNames?.[s]) ?? ORDER_STATUS[s], lang)

const PAYMENT = rows(J.PAYMENT)
export const paymentTypeName = (k: PaymentType, lang: Lang): string => pickRow(PAYMENT[k], lang)
