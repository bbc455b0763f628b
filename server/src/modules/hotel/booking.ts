/**
 * newhotel/hotel/submitOrder.
 *
 * Checks, in order: the plan still exists (503 otherwise), the payment permission, the request id
 * (a replay answers the earlier order; other contents are refused, 1014), what the plan's pay kind
 * allows (pay at hotel: personal; monthly: company), the guests (in the booking scope, their
 * names, the rooms' sizes), contacts, company fields, arrival time, membership and guarantee
 * cards, then the rooms left and the price (sold out → 503; another price → 503 with the new
 * quote, HotelPriceCheckRes, in ResultData) and the reason for an over-standard plan. The order
 * kernel then writes the order in ONE transaction whose first statements take the rooms of every
 * night with conditional decrements: a lost race for the last rooms rolls everything back and
 * answers 503 sold out. Approval, as for every product, right after the commit.
 */
import { ErrorCode, type PowerKey } from '../../../../types/api'
import type { PaymentType } from '../../../../types/api/flight'
import type { HotelSubmitReq, HotelSubmitRes } from '../../../../types/api/hotel'
import type { AuthedContext } from '../../http/context'
import { needsApproval } from '../../kernel/orders/approval'
import { resolveCompanyFields } from '../../kernel/orders/company-fields'
import { checkContacts } from '../../kernel/orders/contacts'
import { createOrder, orderByRequest, submitAnswer } from '../../kernel/orders/create'
import { requestFingerprint } from '../../kernel/orders/fingerprint'
import { paymentTypeName } from '../../kernel/orders/labels'
import { storedReason } from '../../kernel/orders/reason-text'
import { companySetting } from '../../kernel/orders/setting-cache'
import type { OrderRow } from '../../kernel/orders/tables'
import type { HotelOrderDoc } from './tables'
import { invalid as invalidOrder } from '../../kernel/orders/texts'
import { displayName } from '../../lib/names'
import { assertPower } from '../../services/power'
import { takeRooms } from './allotments'
import { checkGuaranteeCard, checkMemberCard, loadGuests, type Guest } from './guests'
import { nameIn } from './labels'
import { offerStay, priceDetail } from './offers'
import { hotelTravellers, type HotelProduct } from './rank'
import { quoteChoice, priceCheckResult } from './quote'
import { applyAuthorizationCode } from './trip-code'
import { hotelError, invalid, offerExpired } from './texts'
import { productFor } from './product'

const PAY_POWER: Record<PaymentType, PowerKey> = {
  Company: 'PaymentPermission.CompanyPay',
  Personal: 'PaymentPermission.PersonalPay',
  Mixed: 'PaymentPermission.MixedPay',
}

async function policyReason(ctx: AuthedContext, product: HotelProduct, given: HotelSubmitReq['PolicyReason']): Promise<string> {
  const text = (given?.ReasonText ?? '').trim()
  if ([...text].length > 50) throw invalidOrder('reasonTooLong')
  if (given?.ReasonCodeId) {
    const row = await ctx.db
      .selectFrom('reason_codes')
      .select(['code', 'text_json'])
      .where('company_id', '=', ctx.caller.companyId)
      .where('id', '=', given.ReasonCodeId)
      .where('product', '=', product)
      .where('kind', '=', 'Policy')
      .where('status', '=', 1)
      .executeTakeFirst()
    if (!row) throw invalidOrder('reasonUnknown')
    return storedReason(row.code, JSON.parse(row.text_json) as Record<string, string>, text)
  }
  if (!text) throw invalid('hotelReasonRequired')
  return text
}

/** Latest arrival: an early-morning stay arrives by 06:00; any other on the check-in day, any time. */
function checkArrival(time: string, earlyMorning: boolean): void {
  if (earlyMorning && time > '06:00') throw invalid('hotelArrivalEarlyMorning')
}

export async function submitOrder(ctx: AuthedContext, req: HotelSubmitReq): Promise<HotelSubmitRes> {
  const { companyId, personId } = ctx.caller
  assertPower(await ctx.power(), PAY_POWER[req.PaymentType])
  const requestHash = requestFingerprint(req)
  const replay = await orderByRequest(ctx, req.ClientRequestId, requestHash)
  if (replay) return bookingAnswer(replay, true)

  let guests: Guest[] = []
  const q = await quoteChoice(ctx, req.Choice, async (product, room, hotel) => {
    guests = await loadGuests(ctx, req, room, hotel.city.international)
    return hotelTravellers(ctx, product, guests.map((g) => g.traveller.personId), guests.map((g) => displayName(g.traveller)))
  })
  const { offer, stay, product } = q
  const h = offer.hotel
  const payKind = offer.plan.payKind
  if (payKind === 'PayAtHotel' && req.PaymentType !== 'Personal') throw invalid('hotelPayAtHotelPersonal')
  if (payKind === 'Monthly' && req.PaymentType !== 'Company') throw invalid('hotelMonthlyCompany')

  const setting = await companySetting(ctx, companyId)
  const hotelSetting = product === 'IntlHotel' ? setting.IntlHotelSettings : setting.HotelSettings
  const contacts = req.Contacts.map((c) => ({ Name: c.Name.trim(), MobileCountryCode: c.MobileCountryCode, Mobile: c.Mobile.trim(), Email: (c.Email ?? '').trim() }))
  checkContacts(contacts.map((c) => ({ name: c.Name, mobileCountryCode: c.MobileCountryCode, mobile: c.Mobile, email: c.Email })), hotelSetting.ContactBookMessageSettings.IsSendEmail)
  const fields = await resolveCompanyFields(ctx.db, companyId, setting.CommonSettings, hotelSetting, req, ctx.lang)
  checkArrival(req.ArrivalTime, stay.earlyMorning)
  const memberCard = checkMemberCard(h, req.MemberCard, ctx.lang)
  const guarantee = payKind === 'PayAtHotel' ? checkGuaranteeCard(req.GuaranteeCard, stay.checkIn) : null

  if (offer.remaining < req.Choice.RoomCount) throw offerExpired('hotelSoldOut')
  if (offer.amounts.avg !== req.Choice.AvgPrice) throw hotelError(ErrorCode.HotelOfferExpired, 'hotelPriceChanged', undefined, priceCheckResult(q, req.Choice, ctx.lang))
  const reason = offer.verdict.InPolicy ? '' : await policyReason(ctx, product, req.PolicyReason)

  const detail = priceDetail(offerStay(offer), nameIn(offer.room.names, ctx.lang), req.Choice.RoomCount, req.PaymentType, ctx.lang)
  const byApplication = await applyAuthorizationCode(ctx, fields, hotelSetting, setting.CommonSettings, h.city.code, stay.checkIn, guests)
  const { rankIds } = q.travellers.persons
  const responsible = guests.map((g, i) => (g.traveller.personId !== null && rankIds[i] !== null ? g.traveller.personId : personId))
  const approval = await needsApproval(ctx.db, companyId, product, hotelSetting.VettingSettings, offer.verdict.InPolicy, responsible, byApplication)

  const doc: HotelOrderDoc = { Contacts: contacts, Fields: fields, BookMessage: '', PaymentTypeName: paymentTypeName(req.PaymentType, 'zh-CN'), PriceDetail: detail }
  const def = productFor(product)
  let created: { order: OrderRow; replayed: boolean }
  try {
    created = await createOrder(
      ctx,
      {
        product: def,
        requestId: req.ClientRequestId,
        requestHash,
        tripType: 'Stay',
        paymentType: req.PaymentType,
        needApproval: approval,
        total: detail.Total,
        companyAmount: detail.CompanyAmount,
        personalAmount: detail.PersonalAmount,
        doc,
        searchText: [...guests.map((g) => `${displayName(g.traveller)} ${g.traveller.lastName}${g.traveller.firstName}`), h.names.CN, h.names.EN, h.city.names.CN, h.city.names.EN].join(' ').toLowerCase(),
        travellers: guests.map((g, i) => ({ traveller: g.traveller, paxType: 'Adult', rankId: rankIds[i] })),
      },
      {
        before: async (trx, at) => {
          if (!(await takeRooms(trx, h, offer.room, stay.dates, req.Choice.RoomCount, at))) throw new SoldOut()
        },
        after: async (trx, order, at) => {
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
              policy_reason: reason,
              rooms_json: JSON.stringify(req.Rooms.map((r, i) => ({ PassengerIds: guests.flatMap((g, j) => (g.room === i + 1 ? [order.passengerIds[j]] : [])), ChildAges: r.ChildAges ?? [] }))),
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
      },
    )
  } catch (e) {
    if (e instanceof SoldOut) throw offerExpired('hotelSoldOut')
    throw e
  }
  return bookingAnswer(created.order, created.replayed)
}

class SoldOut extends Error {}

const bookingAnswer = (row: OrderRow, replayed: boolean): HotelSubmitRes => submitAnswer<HotelSubmitRes['PriceDetail']>(row, replayed)
