/**
 * Writing a new flight order: one transaction that takes the seats first (conditional
 * decrement, in a fixed key order so that two round trips never wait on each other in opposite
 * order on PostgreSQL), then inserts the order, passengers, segments, tickets and the first
 * timeline entries. A duplicate request id loses on the unique index and answers the first order.
 */
import { ErrorCode } from '../../../../types/api'
import type { PaymentType, PriceDetail, SubmitBookingRes } from '../../../../types/api/flight'
import type { OrderStatus } from '../../../../types/api/order'
import type { AuthedContext } from '../../http/context'
import { chinaDay } from '../../lib/time'
import { takeSeats } from '../flight/inventory'
import { flightError, ft } from '../flight/messages'
import type { Quote } from '../flight/pricing'
import type { PickedSegment } from '../flight/quote'
import type { CompanyFields } from './company-fields'
import type { PassengerData, PaxType } from './passengers'
import { displayName } from './passengers'
import { flightDb } from './tables'

export interface OrderDetailDoc {
  Contacts: { Name: string; MobileCountryCode: string; Mobile: string; Email: string }[]
  Fields: CompanyFields
  BookMessage: string
  Warnings: { key: 'docExpiringSoon'; name: string }[]
  PaymentTypeName: string
  /** Filled by insertOrder. */
  PriceDetail?: PriceDetail
}

export interface NewOrder {
  companyId: number
  userId: number
  personId: number
  requestId: string
  tripType: 'OneWay' | 'RoundTrip'
  paymentType: PaymentType
  needApproval: boolean
  picked: PickedSegment[]
  passengers: PassengerData[]
  paxTypes: PaxType[]
  rankIds: (number | null)[]
  reasons: string[]
  quote: Quote
  insurance: boolean
  detail: OrderDetailDoc
}

type Created = Omit<SubmitBookingRes, 'Warnings'>

/** A unique-index violation on SQLite or PostgreSQL (a concurrent replay lost the race). */
export function isUniqueViolation(e: unknown): boolean {
  const err = e as { code?: string; message?: string } | null
  return err?.code === '23505' || err?.code === 'SQLITE_CONSTRAINT_UNIQUE' || /UNIQUE constraint failed/i.test(err?.message ?? '')
}

class SoldOut extends Error {}

/** The answer for an order already created with this request id, or null. */
export async function orderReplay(ctx: AuthedContext, requestId: string): Promise<SubmitBookingRes | null> {
  const row = await flightDb(ctx.db)
    .selectFrom('orders')
    .select(['order_no', 'status', 'approval_status', 'detail_json'])
    .where('company_id', '=', ctx.caller.companyId)
    .where('booker_user_id', '=', ctx.caller.userId)
    .where('client_request_id', '=', requestId)
    .executeTakeFirst()
  if (!row) return null
  const doc = JSON.parse(row.detail_json) as OrderDetailDoc
  return {
    OrderNo: row.order_no,
    Status: row.status,
    NeedApproval: row.approval_status !== 'NotRequired',
    NeedPayment: row.status === 'Placed' || row.status === 'PendingApproval',
    PriceDetail: doc.PriceDetail!,
    Warnings: doc.Warnings.map((w) => ft(ctx.lang, w.key, { name: w.name })),
    Replayed: true,
  }
}

export async function insertOrder(ctx: AuthedContext, o: NewOrder, seatsPerSegment: number): Promise<Created> {
  const now = ctx.now()
  const at = now.toISOString()
  const status: OrderStatus = o.needApproval ? 'PendingApproval' : 'Placed'
  const detail = o.quote.detail
  const doc: OrderDetailDoc = { ...o.detail, PriceDetail: detail }
  const searchText = [
    ...o.passengers.map((p) => `${displayName(p)} ${p.lastName}${p.firstName}`),
    ...o.picked.map((p) => `${p.choice.FlightNo} ${p.day.flight.depCity.names.CN}${p.day.flight.arrCity.names.CN} ${p.day.flight.depCity.names.EN} ${p.day.flight.arrCity.names.EN}`),
  ]
    .join(' ')
    .toLowerCase()

  try {
    const orderNo = await flightDb(ctx.db)
      .transaction()
      .execute(async (trx) => {
        const seatOrder = [...o.picked].sort((a, b) => `${a.choice.FlightNo}|${a.choice.DepartDate}|${a.choice.CabinCode}`.localeCompare(`${b.choice.FlightNo}|${b.choice.DepartDate}|${b.choice.CabinCode}`))
        for (const p of seatOrder) {
          if (!(await takeSeats(trx, p.day, p.cabin.offer, seatsPerSegment, at))) throw new SoldOut()
        }
        const inserted = await trx
          .insertInto('orders')
          .values({
            company_id: o.companyId,
            order_no: `TMP-${o.userId}-${o.requestId}`,
            product: 'Flight',
            booker_user_id: o.userId,
            booker_person_id: o.personId,
            client_request_id: o.requestId,
            status,
            approval_status: o.needApproval ? 'Pending' : 'NotRequired',
            payment_type: o.paymentType,
            trip_type: o.tripType,
            total: detail.Total,
            company_amount: detail.CompanyAmount,
            personal_amount: detail.PersonalAmount,
            paid_company: 0,
            paid_personal: 0,
            detail_json: JSON.stringify(doc),
            search_text: searchText,
            created_at: at,
            updated_at: at,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
        const orderId = inserted.id
        // Order numbers read like the airline's: F + booking day + the row id.
        const orderNo = `F${chinaDay(now).replace(/-/g, '')}${String(orderId).padStart(6, '0')}`
        await trx.updateTable('orders').set({ order_no: orderNo }).where('id', '=', orderId).execute()

        const paxIds: number[] = []
        for (const [i, p] of o.passengers.entries()) {
          const row = await trx
            .insertInto('order_passengers')
            .values({
              company_id: o.companyId,
              order_id: orderId,
              person_id: p.personId,
              pax_type: o.paxTypes[i],
              ch_name: p.chName,
              last_name: p.lastName,
              first_name: p.firstName,
              gender: p.gender,
              birth_date: p.birthDate,
              nationality: p.nationality,
              id_type: p.idType,
              id_no: p.idNo,
              id_expiry: p.idExpiry,
              mobile_country_code: p.mobileCountryCode,
              mobile: p.mobile,
              email: p.email,
              rank_id: o.rankIds[i],
            })
            .returning('id')
            .executeTakeFirstOrThrow()
          paxIds.push(row.id)
        }
        for (const [i, p] of o.picked.entries()) {
          await trx
            .insertInto('order_segments')
            .values({
              company_id: o.companyId,
              order_id: orderId,
              segment_index: i,
              flight_no: p.choice.FlightNo,
              route_key: p.day.flight.routeKey,
              dep_date: p.choice.DepartDate,
              cabin_code: p.choice.CabinCode,
              cabin_class: p.cabin.offer.cls,
              price: p.cabin.offer.price,
              discount: p.cabin.offer.discount,
              in_policy: p.verdict.InPolicy ? 1 : 0,
              policy_json: JSON.stringify(p.verdict),
              policy_reason: o.reasons[i] ?? '',
            })
            .execute()
        }
        for (const t of o.quote.tickets) {
          const p = o.picked[t.segmentIndex]
          await trx
            .insertInto('tickets')
            .values({
              company_id: o.companyId,
              order_id: orderId,
              passenger_id: paxIds[t.paxIndex],
              segment_index: t.segmentIndex,
              ticket_no: '',
              status: 'Booked',
              flight_no: p.choice.FlightNo,
              route_key: p.day.flight.routeKey,
              dep_date: p.choice.DepartDate,
              cabin_code: p.choice.CabinCode,
              fare_family: p.cabin.offer.family,
              fare: t.fare,
              airport_tax: t.airportTax,
              fuel: t.fuel,
              service_fee: t.serviceFee,
              insurance: t.insurance,
              company_amount: t.companyAmount,
              personal_amount: t.personalAmount,
              personal_fare: t.personalFare,
              updated_at: at,
            })
            .execute()
        }
        const ev = (st: OrderStatus, key: string) => ({ company_id: o.companyId, order_id: orderId, created_at: at, status: st, text_key: key, params_json: '{}' })
        await trx
          .insertInto('order_events')
          .values([ev(status, 'evSubmitted'), ev(status, o.needApproval ? 'evAwaitApproval' : 'evAwaitPayment')])
          .execute()
        return orderNo
      })
    return { OrderNo: orderNo, Status: status, NeedApproval: o.needApproval, NeedPayment: true, PriceDetail: detail, Replayed: false }
  } catch (e) {
    if (e instanceof SoldOut) throw flightError(ErrorCode.FlightOfferExpired, 'seatsShort')
    if (isUniqueViolation(e)) {
      const replay = await orderReplay(ctx, o.requestId)
      if (replay) return replay
    }
    throw e
  }
}
