/**
 * Cars (docs/car.md, docs/server-calls.md): the car home, places and the map's key, quotes,
 * booking, the order with its live ride, cancellation with its fee, rating, the cashier, and the
 * car rank standards. Searching and booking need BusinessPermission.Car.<service>.Search / .Book
 * (the handlers check: the service is in the body or the quote); orders need
 * MyPermission.Orders.Car.Enable (1003 without).
 */
import { Type } from '@sinclair/typebox'
import * as C from '../../../../types/api/car'
import type { MapInitInfoRes } from '../../../../types/api/session'
import { CAR_SERVICES, PICK_UP_WAITS, RESERVE_MIN_MINUTES } from '../../../../types/api/car'
import { fail } from '../../errors'
import { defineDomain } from '../../http/call'
import type { AuthedContext } from '../../http/context'
import { payStartCall } from '../../kernel/orders/pay-call'
import { chinaDateTime } from '../../lib/time'
import { hasPower } from '../../services/power'
import { cityByCode, localName } from '../../services/places/places'
import { submitCarOrder } from './booking'
import { cancelCarOrder, cancelPreview, loadCarOrder } from './cancel'
import { carOrderDetail, complainRide, rateRide } from './detail'
import { liveTicket } from './live'
import { carCities, nearestPlace, placeView, searchCarPlaces } from './places'
import { quoteRide, servicePower } from './quote'
import { savedPlaces, setSavedPlace } from './saved-places'
import { tripPlaces } from './trip-places'
import { carRankDetail, carRanks } from './rank-admin'

const NoParams = Type.Object({}, { description: 'No parameters: send {}' })

async function initInfo(ctx: AuthedContext): Promise<C.CarInitInfoRes> {
  const power = await ctx.power()
  const services = CAR_SERVICES.filter((s) => hasPower(power, servicePower(s, 'Search')))
  if (!services.length) throw fail.noPermission()
  const now = ctx.now()
  return {
    Services: services,
    Cities: carCities().map((code) => ({ Code: code, Name: localName(cityByCode(code)!.names, ctx.lang) })),
    PickUpWaits: [...PICK_UP_WAITS],
    EarliestReserved: chinaDateTime(new Date(Math.ceil((now.getTime() + RESERVE_MIN_MINUTES * 60_000) / 300_000) * 300_000)),
    Now: chinaDateTime(now),
  }
}

/** The map service's key (MAP_KEY, MAP_SECURITY_CODE); empty without one: the screens draw their own sketch. */
const mapInfo = (): MapInitInfoRes => ({ MapKey: { Key: process.env.MAP_KEY ?? '', Secret: process.env.MAP_SECURITY_CODE ?? '' }, MapSource: 1 })

export default defineDomain('car', 'Cars: places, quotes, booking, the live ride, cancellation, rating, car standards', 'car', (call, res) => {
  call('car/getInitInfo', {
    summary: 'The car home: the services the caller may search, the cities, pick-up waits, the earliest reserved time',
    description: '1003 without any BusinessPermission.Car.*.Search.',
    auth: 'required',
    body: NoParams,
    result: res('CarInitInfoRes'),
    handle: (_body, ctx) => initInfo(ctx),
  })

  call('car/places', {
    summary: "A city's places (offices, hotels, airports, stations, popular places) matching a keyword",
    auth: 'required',
    body: C.CarPlacesReq,
    result: res('CarPlacesRes'),
    handle: async (body, ctx) => ({ Places: searchCarPlaces(body.CityCode, body.Keyword ?? '', body.Kind).map((p) => placeView(p, ctx.lang)) }),
  })

  call('car/tripPlaces', {
    summary: "The places of the caller's booked trips on a day in a city: the hotel of a stay covering it, the airport or station of an arrival that day",
    auth: 'required',
    body: C.CarTripPlacesReq,
    result: res('CarPlacesRes'),
    handle: async (body, ctx) => ({ Places: await tripPlaces(ctx.db, ctx.caller, body.CityCode, body.Date, ctx.now(), ctx.lang) }),
  })

  call('car/savedPlaces', {
    summary: "The caller's own home and office (null while not set); never another person's",
    auth: 'required',
    body: NoParams,
    result: res('CarSavedPlacesRes'),
    handle: (_body, ctx) => savedPlaces(ctx),
  })

  call('car/setSavedPlace', {
    summary: "Sets (a place of car/places) or forgets (null) the caller's own home or office; answers both",
    description: '1001 for an unknown place, another slot, or any other field (a person cannot be named).',
    auth: 'required',
    body: C.CarSetSavedPlaceReq,
    result: res('CarSavedPlacesRes'),
    handle: (body, ctx) => setSavedPlace(ctx, body),
  })

  call('map/getInitInfo', {
    summary: 'The map service key and security code for map pages (empty without one)',
    auth: 'required',
    body: NoParams,
    result: res('MapInitInfoRes'),
    handle: async () => mapInfo(),
  })

  call('map/getLocationInfo', {
    summary: 'The place nearest a position (within 50 km), for the current place',
    auth: 'required',
    body: C.LocationInfoReq,
    result: res('LocationInfoRes'),
    handle: async (body, ctx) => {
      const p = nearestPlace(body.Lat, body.Lon)
      return { Place: p ? placeView(p, ctx.lang) : null }
    },
  })

  call('car/quote', {
    summary: "Each class's estimated fare, time and distance with the rider's verdict, held QUOTE_SECONDS",
    description:
      '1001 for unknown or same places, another city, a reserved time under 30 minutes ahead, an unknown arrival. 1003 without the service search power.',
    auth: 'required',
    money: true,
    body: C.CarQuoteReq,
    result: res('CarQuoteRes'),
    handle: (body, ctx) => quoteRide(ctx, body),
  })

  call('car/submitOrder', {
    summary: 'Books a class of a quote: one order, idempotent by ClientRequestId',
    description:
      '9995 with a new quote (CarQuoteRes) when the quote expired or its fare differs; 1001 for a missing reason or fields; 1003 without the book power or a forbidden ride.',
    auth: 'required',
    money: true,
    body: C.CarSubmitReq,
    result: res('CarSubmitRes'),
    handle: (body, ctx) => submitCarOrder(ctx, body),
  })

  call('car/getOrderDetail', {
    summary: 'A car order: the ride and its state, driver, route progress, arrival, fare lines, payment, actions, timeline',
    auth: 'required',
    money: true,
    body: C.CarOrderNoReq,
    result: res('CarOrderDetail'),
    handle: (body, ctx) => carOrderDetail(ctx, body.OrderNo),
  })

  call('car/cancelPreview', {
    summary: 'What cancelling now costs and why (free before assignment and 2 minutes after; a fee later; waiting once the driver is there)',
    description: '316 once the ride has started.',
    auth: 'required',
    money: true,
    body: C.CarOrderNoReq,
    result: res('CarCancelPreviewRes'),
    handle: (body, ctx) => cancelPreview(ctx, body.OrderNo),
  })

  call('car/cancelOrder', {
    summary: 'Cancels the ride (idempotent by ClientRequestId): the fee kept, the rest back to the payers',
    description: '316 when the ride has started or Fee differs from the fee now.',
    auth: 'required',
    money: true,
    body: C.CarCancelReq,
    result: res('CarCancelRes'),
    handle: (body, ctx) => cancelCarOrder(ctx, body),
  })

  call('car/rate', {
    summary: 'Rates the driver of a completed ride, once',
    auth: 'required',
    body: C.CarRateReq,
    result: res('CarOrderDetail'),
    handle: (body, ctx) => rateRide(ctx, body),
  })

  call('car/complain', {
    summary: 'A complaint about a completed ride (a reason and a text), once per order; it shows on the order afterwards',
    description: '1001 when the ride is not completed or already has a complaint; 1003 for an order the caller may not manage.',
    auth: 'required',
    body: C.CarComplainReq,
    result: res('CarOrderDetail'),
    handle: (body, ctx) => complainRide(ctx, body),
  })

  call('car/liveTicket', {
    summary: "A one-minute ticket to follow the ride as server-sent events: GET the answer's Url (text/event-stream)",
    description: 'Events: state {State, Status, Progress} each time the ride moves, end when it is over. 403 for a wrong or expired ticket.',
    auth: 'required',
    body: C.CarOrderNoReq,
    result: res('CarLiveTicketRes'),
    handle: (body, ctx) => liveTicket(ctx, body.OrderNo),
  })

  call('carRank/getCarRanksV2', {
    summary: "Every rank's car standard (classes, hours, cities, cap, addresses) with a one-line summary",
    auth: 'required',
    power: 'ManagePermission.CompanyInfo.RankManage.Car',
    body: NoParams,
    result: res('CarRanks'),
    handle: (_body, ctx) => carRanks(ctx),
  })

  call('carRank/getCarRankDetail', {
    summary: "A rank's car standard",
    auth: 'required',
    power: 'ManagePermission.CompanyInfo.RankManage.Car',
    body: C.CarRankDetailReq,
    result: res('CarRankItem'),
    handle: (body, ctx) => carRankDetail(ctx, body.RankId),
  })

  call(
    'Pay/carpaystart',
    payStartCall({
      summary: 'The cashier: records the company and personal payment and calls the car (same transaction)',
      load: (ctx, orderNo) => loadCarOrder(ctx, orderNo, 'manage'),
    }),
  )
})
