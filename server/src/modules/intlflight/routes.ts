/**
 * International flights (docs/intl-flights.md, docs/server-calls.md): places and nations, the
 * search, the quote, booking, the order, cancel, refund, a leg's change, the cashier, the
 * standard, and the inquiry sheet. Search calls need BusinessPermission.IntlFlight.Search, booking
 * BusinessPermission.IntlFlight.Book, orders MyPermission.Orders.IntlFlight.Enable (checked in
 * the handlers), the inquiry sheet BusinessPermission.IntlFlight.InquirySheet for the asker and
 * the consultant role for the inbox and answers.
 */
import * as T from '../../../../types/api/intlflight'
import { FARE_FAMILIES, FARE_RULES, INTL_CABINS } from '../../../../types/api/intlflight-values'
import { defineDomain } from '../../http/call'
import { payStartCall } from '../../kernel/orders/pay-call'
import { companySetting } from '../../kernel/orders/setting-cache'
import { hasPower } from '../../services/power'
import { cancelOrder, loadIntlOrder, orderDetail, refundQuote, refundTickets } from './after-sale'
import { quote, submitBooking } from './booking'
import { applyChange, changeQuote } from './change'
import { cabinName, familyName, ruleSummary } from './fares'
import * as inquiry from './inquiry'
import { cityList, nationList } from './places'
import { allPolicies, rankStandard, standardOf } from './policy'
import { canSearch, search } from './search'
import { textCurrencyOf } from '../../services/money/rates'

export default defineDomain(
  'intlflight',
  'International flights: places, search, quote, booking, refund, change, standard, inquiry sheet',
  'intlflight',
  (call, res) => {
    call('intlflight/getIntlFlightCityList', {
      summary: 'International airports by region with names in CN, EN and JP, the hot ones first; a keyword filters',
      auth: 'required',
      power: 'BusinessPermission.IntlFlight.Search',
      body: T.IntlCityListReq,
      result: res('IntlCityListRes'),
      handle: async (body, ctx) => cityList(body.Keyword, ctx.lang),
    })
    call('intlflight/getNationList', {
      summary: 'Nations and regions for nationality and document issuing country, with dialling codes',
      auth: 'required',
      body: T.NationListReq,
      result: res('NationListRes'),
      handle: async (body, ctx) => ({ Nations: nationList(body.Keyword, ctx.lang) }),
    })
    call('intlflight/canSearch', {
      summary: 'Whether two places make an international search (not one country, both known)',
      auth: 'required',
      power: 'BusinessPermission.IntlFlight.Search',
      body: T.CanSearchReq,
      result: res('CanSearchRes'),
      handle: async (body, ctx) => canSearch(body.From, body.To, ctx.lang),
    })
    call('intlflightv2/getCabinClass', {
      summary: 'Cabins and their fare families with baggage, seat choice, change and refund rules',
      auth: 'required',
      body: T.CabinClassReq,
      result: res('CabinClassRes'),
      handle: async (_body, ctx) => {
        const cur = await textCurrencyOf(ctx)
        return {
          Cabins: INTL_CABINS.map((c) => ({
            Cabin: c,
            Name: cabinName(c, ctx.lang),
            Families: FARE_FAMILIES.filter((f) => FARE_RULES[f].Cabin === c).map((f) => ({
              ...FARE_RULES[f],
              Family: f,
              Name: familyName(f, ctx.lang),
              Summary: ruleSummary(f, ctx.lang, cur),
            })),
          })),
        }
      },
    })
    call('intlflight/getAuthorizationInfo/v3', {
      summary: 'The authorization code fields of IntlFlightSettings, and whether the caller asks or answers inquiry sheets',
      auth: 'required',
      body: T.AuthorizationInfoReq,
      result: res('AuthorizationInfoRes'),
      handle: async (_body, ctx) => {
        const s = await companySetting(ctx, ctx.caller.companyId)
        const a = s.IntlFlightSettings.NormalSettings.AuthorizationCodeSettings
        return {
          IsDisplayAuthorizationCode: a.IsDisplayAuthorizationCode,
          IsRequiredAuthorizationCode: a.IsRequiredAuthorizationCode,
          AuthorizationCodeName: a.AuthorizationCodeName || s.CommonSettings.AuthorizationCodeName,
          CanUseInquirySheet: hasPower(await ctx.power(), 'BusinessPermission.IntlFlight.InquirySheet'),
          IsConsultant: await inquiry.isConsultant(ctx),
        }
      },
    })

    call('intlflight/get', {
      auth: 'required',
      money: true,
      answerCache: true,
      summary:
        "Itineraries per leg (one-way, round trip, multi-city up to 4 legs): segments, layovers, fare families per cabin with taxes in CNY and the fare's currency, and the travellers' standard",
      description: '1001 for an unknown place, one country, the same city, a date outside today … today + 330, legs out of order or not matching TripType.',
      power: 'BusinessPermission.IntlFlight.Search',
      body: T.IntlSearchReq,
      result: res('IntlSearchRes'),
      handle: (body, ctx) => search(ctx, body),
    })
    call('intlflight/checkPrice', {
      summary:
        'Quotes a selection (an itinerary and fare family per leg) for passengers with their documents: price, standard, seats left, document warnings, visa reminders',
      auth: 'required',
      money: true,
      description:
        '1120 for a document expired or ending before the trip; 1110 when a flight leaves within the hour; 1001 for names, nations, an unknown itinerary.',
      power: 'BusinessPermission.IntlFlight.Book',
      body: T.IntlQuoteReq,
      result: res('IntlQuoteRes'),
      handle: (body, ctx) => quote(ctx, body),
    })
    call('intlflight/submitBooking', {
      summary: 'Books a selection for passengers: one order, idempotent by ClientRequestId; the seats of every segment are taken at once',
      auth: 'required',
      money: true,
      description:
        '1110 when seats ran out (ResultData null) or the price moved (ResultData { PricePerPassenger, Policy }); 1120 documents; 1001 names, fields or a missing reason; 1003 outside the booking scope or without the payment permission; 1014 a reused request id.',
      power: 'BusinessPermission.IntlFlight.Book',
      body: T.IntlSubmitReq,
      result: res('IntlSubmitRes'),
      handle: (body, ctx) => submitBooking(ctx, body),
    })
    call('intlflight/getOrderDetail', {
      summary:
        'An international order: legs and segments, e-tickets with documents (masked), price, standard, visa reminders, payable amounts, refunds, actions, timeline',
      auth: 'required',
      money: true,
      body: T.IntlOrderNoReq,
      result: res('IntlOrderDetail'),
      handle: (body, ctx) => orderDetail(ctx, body),
    })
    call('intlflight/cancelOrder', {
      summary: 'Cancels an order awaiting approval or payment: its seats go back on sale',
      auth: 'required',
      money: true,
      body: T.IntlCancelReq,
      result: res('IntlCancelRes'),
      handle: (body, ctx) => cancelOrder(ctx, body),
    })
    call('intlflight/refundQuote', {
      summary: "What refunding e-tickets now costs by the legs' fare families, and what goes back to company and traveller",
      auth: 'required',
      money: true,
      body: T.IntlRefundQuoteReq,
      result: res('IntlRefundQuoteRes'),
      handle: (body, ctx) => refundQuote(ctx, body),
    })
    call('intlflight/refund', {
      summary: 'Refunds e-tickets (idempotent by ClientRequestId): seats back on sale, the fee kept, the rest back as paid',
      auth: 'required',
      money: true,
      description: '316 when Fee is not the fee now; 1001 after the first flight left.',
      body: T.IntlRefundReq,
      result: res('IntlRefundRes'),
      handle: (body, ctx) => refundTickets(ctx, body),
    })
    call('intlflight/changeQuote', {
      summary:
        "Options of changing one leg of the order's travellers to a new date: itineraries of the leg's route, fares of the same cabin or higher, each with the change fee by the ticket's fare family, the fare difference (never negative) and the totals",
      auth: 'required',
      money: true,
      description:
        "1001 when the leg's fare family allows no change (its words say so), the leg has left, the travellers are not all the order's issued ones or the date is outside the sale window; 316 when the order is not ticketed or a change is waiting.",
      body: T.IntlChangeQuoteReq,
      result: res('IntlChangeQuoteRes'),
      handle: (body, ctx) => changeQuote(ctx, body),
    })
    call('intlflight/applyChange', {
      summary:
        "Changes one leg to a chosen itinerary and fare (idempotent by ClientRequestId): the new seats taken at once, then approval as the company's change settings ask, the traveller's share at the cashier (ChangeNo) for a personal or mixed order, and re-issued e-tickets",
      auth: 'required',
      money: true,
      description:
        '316 when Total is not the total now or the order moved on; 1110 when the flight or its seats are gone; 1001 as changeQuote, for a lower cabin or the same flights.',
      body: T.IntlApplyChangeReq,
      result: res('IntlApplyChangeRes'),
      handle: (body, ctx) => applyChange(ctx, body),
    })

    call(
      'Pay/intlflightpaystart',
      payStartCall({
        summary: 'The cashier: records the payment and issues the e-tickets in one transaction',
        load: (ctx, orderNo) => loadIntlOrder(ctx, orderNo, 'manage'),
      }),
    )

    call('intlflightrank', {
      summary: "A person's international flight standard (default the caller; others must be in the flight booking scope)",
      auth: 'required',
      body: T.IntlRankReq,
      result: res('IntlRankStandard', true),
      handle: (body, ctx) => standardOf(ctx, body.PersonId),
    })
    call('intlFlightv3', {
      summary: "Every rank's international flight standard of the company",
      auth: 'required',
      power: 'ManagePermission.CompanyInfo.RankManage.IntlFlight',
      body: T.IntlRankListReq,
      result: res('IntlRankListRes'),
      handle: async (_body, ctx) => ({ Ranks: [...(await allPolicies(ctx)).values()].map((p) => rankStandard(p, ctx.lang)) }),
    })
    call('intlflight/inquirySheet/ask', {
      summary: 'Asks the travel consultants for a quote: legs, cabin, travellers, notes, an answer-by time (idempotent by ClientRequestId)',
      auth: 'required',
      power: 'BusinessPermission.IntlFlight.InquirySheet',
      body: T.InquiryAskReq,
      result: res('InquirySheet'),
      handle: (body, ctx) => inquiry.ask(ctx, body),
    })
    call('intlflight/inquirySheet/cancel', {
      summary: 'The asker cancels a sheet not yet ordered',
      auth: 'required',
      body: T.InquirySheetNoReq,
      result: res('InquirySheet'),
      handle: (body, ctx) => inquiry.cancel(ctx, body),
    })

    call('intlflight/inquirySheet/orderList', {
      summary: "The caller's inquiry sheets, newest first (expired ones marked so)",
      auth: 'required',
      power: 'BusinessPermission.IntlFlight.InquirySheet',
      money: true,
      body: T.InquiryListReq,
      result: res('InquiryListRes'),
      handle: (body, ctx) => inquiry.orderList(ctx, body),
    })
    call('intlflight/inquirySheet/inbox', {
      summary: "A consultant's inbox: the company's sheets (default Asked and Answered), newest first",
      auth: 'required',
      money: true,
      description: '1003 unless the caller has the consultant role.',
      body: T.InquiryListReq,
      result: res('InquiryListRes'),
      handle: (body, ctx) => inquiry.inbox(ctx, body),
    })
    call('intlflight/inquirySheet/orderDetails', {
      summary: 'One inquiry sheet with its options priced and judged by the standard (its asker or a consultant)',
      auth: 'required',
      money: true,
      body: T.InquirySheetNoReq,
      result: res('InquirySheet'),
      handle: (body, ctx) => inquiry.detail(ctx, body),
    })
    call('intlflight/inquirySheet/answer', {
      summary: 'A consultant answers with 1–5 options (an itinerary and fare family per leg, price per passenger, deadline); answering again replaces them',
      auth: 'required',
      money: true,
      description:
        '1003 without the consultant role; 1001 for options off the route or dates, a deadline past or after the first departure, a price below the taxes.',
      body: T.InquiryAnswerReq,
      result: res('InquirySheet'),
      handle: (body, ctx) => inquiry.answer(ctx, body),
    })
    call('intlflight/inquirySheet/orderConfirm', {
      summary:
        "The asker confirms an option with the passengers' documents: an order at the consultant's price, through approval and the cashier like a booking",
      auth: 'required',
      money: true,
      description: '1001 for an expired option or sheet, another number of passengers; otherwise as intlflight/submitBooking.',
      power: 'BusinessPermission.IntlFlight.InquirySheet',
      body: T.InquiryConfirmReq,
      result: res('InquiryConfirmRes'),
      handle: (body, ctx) => inquiry.confirm(ctx, body),
    })
  },
)
