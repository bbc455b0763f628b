/**
 * newhotel/hotel/submitOrder, through the kernel's booking path (kernel/orders/submit.ts).
 *
 * The hotel's own checks, after the payment permission and the request id: the plan still exists
 * (503 otherwise), the guests (in the booking scope, their names, the rooms' sizes), what the
 * plan's pay kind allows (pay at hotel: personal; monthly: company), arrival time, membership and
 * guarantee cards, then the rooms left and the price (sold out → 503; another price → 503 with
 * the new quote, HotelPriceCheckRes, in ResultData). The kernel then checks contacts, company
 * fields and the reason for an over-standard plan, and writes the order in ONE transaction whose
 * first statements take the rooms of every night with conditional decrements: a lost race for
 * the last rooms rolls everything back and answers 503 sold out.
 */
import { ErrorCode } from '../../../../types/api'
import type { HotelSubmitReq, HotelSubmitRes } from '../../../../types/api/hotel'
import type { AuthedContext } from '../../http/context'
import { submitAnswer } from '../../kernel/orders/create'
import { submitBooking, type Booking } from '../../kernel/orders/submit'
import { companySetting } from '../../kernel/orders/setting-cache'
import { displayName } from '../../lib/names'
import { takeRooms } from './allotments'
import { checkGuaranteeCard, checkMemberCard, loadGuests, type Guest } from './guests'
import { boundMemberCard } from './membership'
import { nameIn } from './labels'
import { offerStay, priceDetail } from './offers'
import { hotelTravellers } from './rank'
import { bookingQuote, quoteChoice } from './quote'
import { applyAuthorizationCode } from './trip-code'
import { hotelError, invalid, offerExpired } from './texts'
import { productFor } from './product'

/** Latest arrival: an early-morning stay arrives by 06:00; any other on the check-in day, any time. */
function checkArrival(time: string, earlyMorning: boolean): void {
  if (earlyMorning && time > '06:00') throw invalid('hotelArrivalEarlyMorning')
}

export async function submitOrder(ctx: AuthedContext, req: HotelSubmitReq): Promise<HotelSubmitRes> {
  const { order, replayed } = await submitBooking(ctx, req, () => prepare(ctx, req))
  return submitAnswer<HotelSubmitRes['PriceDetail']>(order, replayed)
}

/**
 * The hotel's checks and price of a submission: guests, pay kind, arrival time, membership and
 * guarantee cards, the rooms left and the price; the stay's row and its rooms taken.
 */
async function prepare(ctx: AuthedContext, req: HotelSubmitReq): Promise<Booking> {
  let guests: Guest[] = []
  const q = await quoteChoice(ctx, req.Choice, async (product, room, hotel) => {
    guests = await loadGuests(ctx, req, room, hotel.city.international)
    return hotelTravellers(
      ctx,
      product,
      guests.map((g) => g.traveller.personId),
      guests.map((g) => displayName(g.traveller)),
    )
  })
  const { offer, stay, product } = q
  const h = offer.hotel
  const payKind = offer.plan.payKind
  if (payKind === 'PayAtHotel' && req.PaymentType !== 'Personal') throw invalid('hotelPayAtHotelPersonal')
  if (payKind === 'Monthly' && req.PaymentType !== 'Company') throw invalid('hotelMonthlyCompany')

  const setting = await companySetting(ctx, ctx.caller.companyId)
  const hotelSetting = product === 'IntlHotel' ? setting.IntlHotelSettings : setting.HotelSettings
  checkArrival(req.ArrivalTime, stay.earlyMorning)
  // A card typed wins; without one, the booker's bound membership of the hotel's group.
  const memberCard = checkMemberCard(h, req.MemberCard, ctx.lang) ?? (await boundMemberCard(ctx, h))
  const guarantee = payKind === 'PayAtHotel' ? checkGuaranteeCard(req.GuaranteeCard, stay.checkIn) : null

  if (offer.remaining < req.Choice.RoomCount) throw offerExpired('hotelSoldOut')
  if (offer.amounts.avg !== req.Choice.AvgPrice)
    throw hotelError(ErrorCode.HotelOfferExpired, 'hotelPriceChanged', undefined, await bookingQuote(ctx, q, req.Choice))
  const detail = priceDetail(offerStay(offer), nameIn(offer.room.names, ctx.lang), req.Choice.RoomCount, req.PaymentType, ctx.lang)
  const { rankIds } = q.travellers.persons
  return {
    product: productFor(product),
    settings: hotelSetting,
    tripType: 'Stay',
    amounts: detail,
    travellers: guests.map((g, i) => ({ traveller: g.traveller, paxType: 'Adult', rankId: rankIds[i] })),
    searchWords: [
      ...guests.map((g) => `${displayName(g.traveller)} ${g.traveller.lastName}${g.traveller.firstName}`),
      h.names.CN,
      h.names.EN,
      h.city.names.CN,
      h.city.names.EN,
    ],
    allInPolicy: offer.verdict.InPolicy,
    reasonAsks: offer.verdict.InPolicy ? [] : [{ index: 0, rules: ['Policy'], missing: () => invalid('hotelReasonRequired') }],
    doc: () => ({ PriceDetail: detail }),
    byApplication: (fields, common) => applyAuthorizationCode(ctx, fields, hotelSetting, common, h.city.code, stay.checkIn, guests),
    hold: (trx, at) => takeRooms(trx, h, offer.room, stay.dates, req.Choice.RoomCount, at),
    soldOut: () => offerExpired('hotelSoldOut'),
    write: async (trx, order, reasons, at) => {
      await trx
        .insertInto('hotel_stays')
        .values({
          company_id: order.companyId,
          order_id: order.id,
          hotel_id: h.id,
          city_code: h.city.code,
          international: h.city.international ? 1 : 0,
          room_code: offer.room.code,
          plan_code: offer.plan.code,
          check_in: stay.checkIn,
          check_out: stay.checkOut,
          nights: stay.nights,
          room_count: req.Choice.RoomCount,
          early_morning: stay.earlyMorning ? 1 : 0,
          arrival_time: req.ArrivalTime,
          prices_json: JSON.stringify(offer.nights.map((n) => ({ Date: n.date, Price: n.cny, LocalPrice: n.local }))),
          currency: h.city.currency,
          avg_price: offer.amounts.avg,
          pay_kind: payKind,
          cancel_json: JSON.stringify(offer.cancel),
          policy_json: JSON.stringify(offer.verdict),
          policy_reason: reasons.get(0) ?? '',
          rooms_json: JSON.stringify(
            req.Rooms.map((r, i) => ({
              PassengerIds: guests.flatMap((g, j) => (g.room === i + 1 ? [order.passengerIds[j]] : [])),
              ChildAges: r.ChildAges ?? [],
            })),
          ),
          member_card_json: memberCard ? JSON.stringify(memberCard) : null,
          guarantee_json: guarantee ? JSON.stringify(guarantee) : null,
          special_requests_json: JSON.stringify((req.SpecialRequests ?? []).map((s) => s.trim()).filter(Boolean)),
          remark: (req.Remark ?? '').trim(),
          confirmation_no: '',
          status: 'Held',
          cancel_request_id: null,
          cancellation_json: null,
          updated_at: at,
        })
        .execute()
    },
  }
}
