/**
 * Domestic flights (docs/server-calls.md): places, calendar, search, cabins, price check, booking, the
 * caller's rank standard and the airlines of frequent-flyer cards. Handlers are thin; the
 * module's services do the work.
 */
import { Type } from '@sinclair/typebox'
import * as F from '../../../../types/api/flight'
import { defineDomain } from '../../http/call'
import { MAX_BOOK_DAYS } from '../../../../types/api/booking-data'
import { loadSetting } from '../../services/company'
import { companySetting } from '../../kernel/orders/setting-cache'
import { submitBooking, checkOrderPrice } from './booking'
import { chinaDay } from '../../lib/time'
import { textCurrencyOf } from '../../services/money/rates'
import { cabinClassName } from './labels'
import { allCities, cityByCode, cityItem, hotCities, localName, searchPlaces } from '../../services/places/places'
import { CARRIERS } from './data/carriers'
import { rankStandard } from './rank'
import { flightCabins, lowestPriceCalendar, searchFlights } from './search'
import { resolveTravellers } from './travellers'
import { resultsOf } from '../../http/result-schema'

const bookingDataRes = resultsOf('booking-data')

const MAX_PASSENGERS = 9
const NoParams = Type.Object({}, { description: 'No parameters: send {}' })

export default defineDomain(
  'flight',
  'Domestic flights: places, calendar, search, cabins, price check, booking, frequent-flyer airlines',
  'flight',
  (call, res) => {
    call('flight/searchAirportCity/v2', {
      summary: 'Cities and airports matching a keyword (Chinese, pinyin, initials, English, Japanese, IATA code)',
      auth: 'required',
      body: F.SearchAirportCityReq,
      result: res('SearchAirportCityRes'),
      handle: async (body, ctx) => ({ Items: searchPlaces(body.Keyword, ctx.lang) }),
    })

    call('flight/getFlightCityList', {
      summary: 'All cities grouped A–Z by pinyin, with the hot cities',
      auth: 'required',
      body: F.FlightCityListReq,
      result: res('FlightCityListRes'),
      async handle(_body, ctx) {
        const groups = new Map<string, F.CityItem[]>()
        for (const c of [...allCities()].sort((a, b) => a.pinyin.localeCompare(b.pinyin))) {
          const list = groups.get(c.letter) ?? []
          list.push(cityItem(c, ctx.lang))
          groups.set(c.letter, list)
        }
        return {
          HotCities: hotCities().map((c) => cityItem(c, ctx.lang)),
          Groups: [...groups.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([Letter, Cities]) => ({ Letter, Cities })),
        }
      },
    })

    call('flight/getFlightIndexInitInfo', {
      summary: "The search page: hot and default cities, cabin classes, limits, and the caller's flight standard",
      auth: 'required',
      power: 'BusinessPermission.Flight.Search',
      body: F.FlightIndexInitInfoReq,
      result: res('FlightIndexInitInfoRes'),
      async handle(_body, ctx) {
        const [setting, travellers, cur] = await Promise.all([loadSetting(ctx.db, ctx.caller.companyId), resolveTravellers(ctx, []), textCurrencyOf(ctx)])
        const own = travellers.policies[0]
        const search = setting.FlightSettings.NormalSettings.SearchSettings
        return {
          HotCities: hotCities().map((c) => cityItem(c, ctx.lang)),
          DefaultDepartCity: cityItem(cityByCode('BJS')!, ctx.lang),
          DefaultArriveCity: cityItem(cityByCode('SHA')!, ctx.lang),
          CabinClasses: (['All', ...F.CABIN_CLASSES] as const).map((c) => ({ Code: c, Name: cabinClassName(c, ctx.lang) })),
          MaxPassengers: MAX_PASSENGERS,
          MaxBookDays: MAX_BOOK_DAYS,
          Today: chinaDay(ctx.now()),
          RankStandard: own ? rankStandard(own, ctx.lang, cur) : null,
          SearchOrder: search.SearchOrder,
          IsDisplayChildAndInfantPrice: search.IsDisplayFlightChildAndInfantPrice,
        }
      },
    })

    call('flightrank', {
      summary: "A person's flight standard (default the caller; others must be in the booking scope)",
      auth: 'required',
      body: F.FlightRankReq,
      result: res('FlightRankStandard', true),
      async handle(body, ctx) {
        const travellers = await resolveTravellers(ctx, body.PersonId ? [body.PersonId] : [])
        const p = travellers.policies[0]
        return p ? rankStandard(p, ctx.lang, await textCurrencyOf(ctx)) : null
      },
    })

    call('routeLowestPrice/get', {
      summary: 'Lowest adult fare per day of a route (calendar), at most 62 days per call',
      auth: 'required',
      power: 'BusinessPermission.Flight.Search',
      money: true,
      body: F.RouteLowestPriceReq,
      result: res('RouteLowestPriceRes'),
      handle: (body, ctx) => lowestPriceCalendar(ctx, body),
    })

    call('domesticFlightv2/getFlights', {
      answerCache: true,
      summary: 'Flights of a route on a date with per-row policy verdicts for the travellers',
      auth: 'required',
      power: 'BusinessPermission.Flight.Search',
      money: true,
      body: F.GetFlightsReq,
      result: res('GetFlightsRes'),
      // The company's default order is read only when the client does not choose one.
      handle: (body, ctx) =>
        searchFlights(ctx, body, async () =>
          (await companySetting(ctx, ctx.caller.companyId)).FlightSettings.NormalSettings.SearchSettings.SearchOrder === 1 ? 'PriceAsc' : 'DepartAsc',
        ),
    })

    call('domesticFlightv2/getCabinClass', {
      summary: 'Every fare of one flight with refund/change rules, baggage and per-cabin policy',
      auth: 'required',
      power: 'BusinessPermission.Flight.Search',
      money: true,
      body: F.GetCabinClassReq,
      result: res('GetCabinClassRes'),
      handle: (body, ctx) => flightCabins(ctx, body),
    })

    call('domesticFlightv2/checkOrderPrice', {
      summary: 'Re-prices the chosen fares for the passengers; PriceChanged true when a fare moved',
      description:
        'Answers IsSuccess with PriceChanged (docs/error-codes.md reserves 318 for flight/submitBooking). A flight or class no longer on sale, or too few seats: 305.',
      auth: 'required',
      power: 'BusinessPermission.Flight.Book',
      money: true,
      body: F.CheckOrderPriceReq,
      result: res('PriceCheckResult'),
      handle: (body, ctx) => checkOrderPrice(ctx, body),
    })

    call('flight/submitBooking', {
      summary: 'Books the chosen fares: one order, idempotent by ClientRequestId',
      description:
        '305 when a fare is gone or seats are short; 318 with ResultData PriceCheckResult when a fare moved; 1001 for invalid passengers, fields or a missing policy reason; 1003 outside the booking scope or without the payment permission.',
      auth: 'required',
      power: 'BusinessPermission.Flight.Book',
      money: true,
      body: F.SubmitBookingReq,
      result: res('SubmitBookingRes'),
      handle: (body, ctx) => submitBooking(ctx, body),
    })

    call('systemInfo/getTravelCardAirLines', {
      summary: 'Airlines whose frequent-flyer cards can be saved (one card per airline)',
      auth: 'required',
      body: NoParams,
      result: bookingDataRes('TravelCardAirLinesRes'),
      handle: async (_body, ctx) => ({
        AirLines: CARRIERS.map((c) => {
          const names = { CN: c.cn, EN: c.en, JP: c.jp }
          return {
            Code: c.code,
            Name: localName(names, ctx.lang),
            Names: names,
            ProgramName: ctx.lang === 'en' || ctx.lang === 'ja' ? c.program[1] : c.program[0],
          }
        }),
      }),
    })
  },
)
