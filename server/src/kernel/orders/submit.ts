/**
 * The booking contract of every product, in one path: the payment permission, the request id (a
 * replay answers the earlier order; other contents are refused, 1014), the product's own checks
 * and price (its BookingHandler), the contacts, the company fields, one policy reason per broken
 * rule, the authorization code, approval routing, and the order written in ONE transaction whose
 * first statements take what the order holds (a lost race rolls everything back: the product's
 * sold-out answer). The answer says whether the order waits for approval and for the cashier
 * (kernel/orders/payment.ts, the same for every product).
 *
 * A product supplies only what is its own: its checks and price, its inventory (hold here,
 * release on cancel), its rows, and (in its ProductDef) what paying fulfils.
 */
import type { CommonSettings, MessageSettings, OrderFieldSettings, PowerKey } from '../../../../types/api'
import type { PaymentType } from '../../../../types/api/order'
import type { Trx } from '../../db/schema'
import type { ApiError } from '../../errors'
import type { AuthedContext } from '../../http/context'
import { assertPower } from '../../services/power'
import { needsApproval } from './approval'
import { resolveCompanyFields, type CompanyFieldInput } from '../../services/company-fields'
import { checkContacts } from './contacts'
import { createOrder, orderByRequest, type Traveller, type WrittenOrder } from './create'
import { requestFingerprint } from './fingerprint'
import { paymentTypeName } from './labels'
import type { ProductDef } from './products'
import { policyReasons, type GivenReason, type ReasonAsk, type ReasonRule } from './reasons'
import { companySetting } from './setting-cache'
import type { CompanyFields, OrderRow } from './tables'

/** Who may book with which payment type. */
export const PAY_POWER: Record<PaymentType, PowerKey> = {
  Company: 'PaymentPermission.CompanyPay',
  Personal: 'PaymentPermission.PersonalPay',
  Mixed: 'PaymentPermission.MixedPay',
}

/** What every product's submit request carries besides its choice. */
export interface BookingRequest extends CompanyFieldInput {
  ClientRequestId: string
  PaymentType: PaymentType
  Contacts: readonly { Name: string; MobileCountryCode: string; Mobile: string; Email?: string }[]
  BookMessage?: string
  /** One reason per broken rule of each part (SegmentIndex, Kind). */
  PolicyReasons?: readonly GivenReason[]
  /** The one reason of an order of one part. */
  PolicyReason?: { ReasonCodeId?: number | null; ReasonText?: string } | null
}

/** The section of the company's settings the order follows (the product's). */
export type BookingSettings = OrderFieldSettings & { ContactBookMessageSettings: MessageSettings }

/** What the product's checks and price make of a request: the order the kernel writes. */
export interface Booking {
  product: ProductDef
  settings: BookingSettings
  tripType: string
  /** Fen: the total and who pays it. */
  amounts: { Total: number; CompanyAmount: number; PersonalAmount: number }
  travellers: { traveller: Traveller; paxType: string; rankId: number | null }[]
  /** Words the order list's keyword finds it by (names, numbers, places). */
  searchWords: readonly string[]
  allInPolicy: boolean
  /** The out-of-policy parts and the rules each breaks (none when all is in policy). */
  reasonAsks: readonly ReasonAsk[]
  /** Kinds of the product's reason codes a booking reason may be (default Policy only). */
  reasonKinds?: readonly ReasonRule[]
  /** The product's keys of the order's detail document (its PriceDetail among them), given the stored reasons by part. */
  doc(reasons: ReadonlyMap<number, string>): Record<string, unknown>
  /** Resolves the authorization code against the trip applications: whether an approved one covers the order. */
  byApplication?(fields: CompanyFields, common: CommonSettings): Promise<boolean>
  /** First statements of the order's transaction: takes what the order holds; false when it is gone. */
  hold?(trx: Trx, at: string): Promise<boolean>
  /** The product's answer when hold found too little left. */
  soldOut?(): ApiError
  /** The product's rows of the new order. */
  write(trx: Trx, order: WrittenOrder, reasons: ReadonlyMap<number, string>, at: string): Promise<void>
}

export interface Submitted {
  order: OrderRow
  replayed: boolean
  /** The booking made of this request; absent when it replayed an earlier order before any check. */
  booking?: Booking
}

class SoldOut extends Error {}

/**
 * Books an order: `prepare` runs the product's checks and prices the request (after the payment
 * permission and the replay check). The caller shapes the answer (submitAnswer and its own keys).
 */
export async function submitBooking(
  ctx: AuthedContext,
  req: BookingRequest,
  prepare: () => Promise<Booking>,
  options: { skipApproval?: boolean } = {},
): Promise<Submitted> {
  const { companyId, personId } = ctx.caller
  assertPower(await ctx.power(), PAY_POWER[req.PaymentType])
  const requestHash = requestFingerprint(req)
  const replay = await orderByRequest(ctx, req.ClientRequestId, requestHash)
  if (replay) return { order: replay, replayed: true }

  const b = await prepare()
  const setting = await companySetting(ctx, companyId)
  const contacts = req.Contacts.map((c) => ({
    Name: c.Name.trim(),
    MobileCountryCode: c.MobileCountryCode,
    Mobile: c.Mobile.trim(),
    Email: (c.Email ?? '').trim(),
  }))
  checkContacts(
    contacts.map((c) => ({ name: c.Name, mobileCountryCode: c.MobileCountryCode, mobile: c.Mobile, email: c.Email })),
    b.settings.ContactBookMessageSettings.IsSendEmail,
  )
  const fields = await resolveCompanyFields(ctx.db, companyId, setting.CommonSettings, b.settings, req, ctx.lang)
  const given = req.PolicyReasons ?? (req.PolicyReason ? [{ SegmentIndex: 0, ...req.PolicyReason }] : [])
  const reasons = await policyReasons(ctx, b.product.kind, b.reasonKinds ?? ['Policy'], b.reasonAsks, given)
  const byApplication = b.byApplication ? await b.byApplication(fields, setting.CommonSettings) : false
  const responsible = b.travellers.map((t) => (t.traveller.personId !== null && t.rankId !== null ? t.traveller.personId : personId))
  // A disruption's rebooking goes without approval where the company allows it (docs/disruptions.md).
  const approval = options.skipApproval
    ? false
    : await needsApproval(ctx.db, companyId, b.product.kind, b.settings.VettingSettings, b.allInPolicy, responsible, byApplication)

  try {
    const created = await createOrder(
      ctx,
      {
        product: b.product,
        requestId: req.ClientRequestId,
        requestHash,
        tripType: b.tripType,
        paymentType: req.PaymentType,
        needApproval: approval,
        total: b.amounts.Total,
        companyAmount: b.amounts.CompanyAmount,
        personalAmount: b.amounts.PersonalAmount,
        doc: {
          Contacts: contacts,
          Fields: fields,
          BookMessage: (req.BookMessage ?? '').trim(),
          PaymentTypeName: paymentTypeName(req.PaymentType, 'zh-CN'),
          ...b.doc(reasons),
        },
        searchText: b.searchWords.join(' ').toLowerCase(),
        travellers: b.travellers,
      },
      {
        before: b.hold
          ? async (trx, at) => {
              if (!(await b.hold!(trx, at))) throw new SoldOut()
            }
          : undefined,
        after: (trx, order, at) => b.write(trx, order, reasons, at),
      },
    )
    return { ...created, booking: b }
  } catch (e) {
    if (e instanceof SoldOut && b.soldOut) throw b.soldOut()
    throw e
  }
}
