/**
 * The products the order kernel knows. A product module registers one ProductDef (register.ts,
 * called from the module's register() in modules/index.ts); from then on the order list, the
 * trips behind it, approvals, the message centre and the cashier show and handle its orders
 * without a line changed in them: they read the kernel's tables and ask the product only for
 * what is its own (what an order's row in a list says, what its approver reads, what cancelling
 * gives back, what paying fulfils).
 */
import type { ApprovalDetail } from '../../../../types/api/approval'
import type { MessageLink } from '../../../../types/api/message'
import type { OrderActions, OrderStatus } from '../../../../types/api/order'
import type { PersonalPower, PersonalSetting, ScopeProduct, VettingSettings } from '../../../../types/api'
import type { Db, Trx } from '../../db/schema'
import type { Lang } from '../../i18n'
import type { Row } from '../../lib/texts'
import type { StoredViolation } from '../../services/approvals/summary'
import type { ChangeRow, OrderRow } from './tables'

/**
 * How an order reads in the order list. Its SubTitle says what is travelled on and when
 * ('CA1501 · 2026-11-26 08:00'): the trips tab takes the trip's date and time from it.
 */
export interface ListItem {
  Title: string
  SubTitle: string
  Actions: OrderActions
  /** What the order cost by now when after-sales added to it (a paid change); the order row's otherwise. */
  Amounts?: { total: number; personal: number }
}

/** What an order's approval summary needs from the product (the kernel adds travellers, amount, purpose). */
export interface ApprovalFacts {
  /** Legs in travel order: city codes and a label per segment ('CA1501 · 2026-11-26 08:00'). */
  legs: { from: string; to: string; label: string }[]
  startDate: string
  endDate: string
  allInPolicy: boolean
  violations: StoredViolation[]
  /** Reasons given for out-of-policy choices, as stored (kernel reason-text.ts). */
  reasons: string[]
}

/**
 * Something of an order that emits carbon (docs/carbon.md): a flight's great-circle km, a train's
 * line km, a car ride's road km (the vehicle's), a coach's great-circle km between its stations.
 */
export type CarbonItem =
  | { mode: 'Air'; km: number; cabin: string; passengers: number }
  | { mode: 'Rail'; trackKm: number; passengers: number }
  | { mode: 'Stay'; roomNights: number; country: string }
  | { mode: 'Road'; roadKm: number }
  | { mode: 'Coach'; km: number; passengers: number }

/** What the reports read of an order beyond the kernel's rows (docs/reports.md). */
export interface ReportFacts {
  /** Who carried or hosted it: an airline's code, a hotel group, a train's seat class. */
  carrier: string
  carrierName(lang: Lang): string
  carbon: CarbonItem[]
}

/** Writes a timeline entry of the order in the caller's transaction (and, for the cashier, into its answer). */
export type Log = (status: OrderStatus, key: string, params: Record<string, string | number>) => Promise<void>

export interface ProductDef {
  /** orders.product, e.g. 'Flight'. */
  kind: string
  /** Its own words for some statuses, where the kernel's do not fit (a stay is cancelled, not refunded). */
  statusNames?: Partial<Record<OrderStatus, Row>>
  /** First letter of its order numbers ('F' + booking day + row id). */
  orderPrefix: string
  /** Whose BookingScope / ViewScope (PersonalPower) governs its orders. */
  scope: ScopeProduct
  /** Its order-details page, where the message centre's order notices lead. */
  orderLink(orderNo: string): MessageLink
  /** The order list's title, subtitle and actions of some of its orders, by order id. */
  listItems(db: Db, orders: readonly OrderRow[], power: PersonalPower, lang: Lang): Promise<Map<number, ListItem>>
  /** Gives back what an order holds (seats, rooms) when it is cancelled or its approval fails. */
  release(trx: Trx, orderId: number, at: string): Promise<void>
  /** After the cashier took the payment (order Paid): issues what was bought; returns the final status. */
  fulfil(trx: Trx, order: OrderRow, now: Date, log: Log): Promise<OrderStatus>
  /**
   * What the company's standard would have paid for the whole order (fen), for the travel beans
   * booking under it earns (docs/money.md#travel-beans); null or absent: the order earns none.
   */
  priceToBeat?(db: Db, order: OrderRow): Promise<number | null>
  /** Its carrier and what of it emits carbon, for the reports; absent: the reports show its spend, counts and reasons only. */
  report?(db: Db, order: OrderRow): Promise<ReportFacts>
  /** After the cashier took a change's payment: completes the change; returns the order's status. */
  completeChange?(trx: Trx, order: OrderRow, change: ChangeRow, now: Date, log: Log): Promise<OrderStatus>
  approval: {
    /** Approval subject kind of its orders (ApprovalSubjectKind, e.g. 'FlightOrder'). */
    subject: string
    kindName(lang: Lang): string
    /**
     * The product's VettingSettings in the company's PersonalSetting, per occasion (the objects
     * themselves: the approval settings page changes them in place before saving the setting).
     */
    vetting(setting: PersonalSetting): { Booking: VettingSettings; Refund?: VettingSettings; Change?: VettingSettings }
    facts(db: Db, order: OrderRow): Promise<ApprovalFacts>
    /** What the approver reads about the order (e.g. { FlightOrder }, { IntlFlightOrder }). */
    detail(db: Db, order: OrderRow, lang: Lang): Promise<Partial<ApprovalDetail>>
    /** A stored violation in the reader's language. */
    violationText(v: StoredViolation, lang: Lang): string
    /** Refunds and changes that can wait for approval (after-sale-approval.ts). */
    refund?: AfterSaleApproval
    change?: AfterSaleApproval
  }
}

/**
 * A product's refunds or changes as an approval subject. The product writes the record in status
 * PendingApproval and calls submitAfterSale in the same transaction; the kernel does the rest and
 * calls decide with the final outcome, in the approval's transaction.
 */
export interface AfterSaleApproval {
  /** Approval subject kind, e.g. 'FlightRefund'. */
  subject: string
  kindName(lang: Lang): string
  /** The order_passengers ids a record concerns, from its ticket_ids_json. */
  passengers(db: Db, ticketIdsJson: string): Promise<number[]>
  /** Its timeline text key for a record not approved ('{reason}' the approver's), e.g. what it leaves as it was. */
  notApproved: string
  /** Approved: the record goes on (refunded, changed, or waiting for payment); otherwise it fails and what it held goes back. */
  decide(trx: Trx, order: OrderRow, recordId: number, approved: boolean, now: Date, log: Log): Promise<void>
}

/**
 * A product's listItems (ProductDef.listItems) from one read of what its orders show, by their ids
 * (nothing read for no orders), and the item of each order (none where it has nothing to show).
 */
export function listItemsBy<R>(
  read: (db: Db, ids: number[]) => Promise<R>,
  itemOf: (order: OrderRow, rows: R, lang: Lang, power: PersonalPower) => ListItem | undefined,
): ProductDef['listItems'] {
  return async (db, orders, power, lang) => {
    const items = new Map<number, ListItem>()
    if (!orders.length) return items
    const rows = await read(
      db,
      orders.map((o) => o.id),
    )
    for (const o of orders) {
      const item = itemOf(o, rows, lang, power)
      if (item) items.set(o.id, item)
    }
    return items
  }
}

/** The approval's VettingSettings of a product whose settings have a booking, a refund and a change part (ProductDef.approval.vetting). */
export const vettingOfParts = (s: Record<'NormalSettings' | 'RefundSettings' | 'ChangeSettings', { VettingSettings: VettingSettings }>) => ({
  Booking: s.NormalSettings.VettingSettings,
  Refund: s.RefundSettings.VettingSettings,
  Change: s.ChangeSettings.VettingSettings,
})

const PRODUCTS = new Map<string, ProductDef>()

/** Adds a product; register.ts also attaches it to the approvals. */
export function addProduct(p: ProductDef): void {
  if (PRODUCTS.has(p.kind)) throw new Error(`product ${p.kind} registered twice`)
  PRODUCTS.set(p.kind, p)
}

/** The product of that kind, if one is registered. */
export const findProduct = (kind: string): ProductDef | undefined => PRODUCTS.get(kind)

export function productOf(kind: string): ProductDef {
  const p = PRODUCTS.get(kind)
  if (!p) throw new Error(`product ${kind} is not registered`)
  return p
}

export const products = (): ProductDef[] => [...PRODUCTS.values()]
