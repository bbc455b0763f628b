/**
 * The orders of the seeded history (history.ts), one maker per product: what a flight, a stay or a
 * train journey of the past leaves in the kernel's row (total, status, document) and in the
 * product's own rows, from the product's catalogue on the day it was booked.
 */
import type { Insertable } from 'kysely'
import type { Database } from '../schema'
import { addDays, chinaInstant } from '../../lib/time'
import { inventory } from '../../modules/flight/inventory'
import { cabinOffers } from '../../modules/flight/fares'
import { hotelsIn } from '../../modules/hotel/catalog'
import { journeyOf, priceOf, trainsBetween } from '../../modules/train/catalog'
import { journeyColumns } from '../../modules/train/tickets'

const FLIGHT_ROUTES = ['BJS-SHA', 'SHA-BJS', 'SHA-SZX', 'BJS-CAN', 'SHA-CTU', 'BJS-SZX', 'CAN-BJS', 'SZX-SHA']
const HOTEL_CITIES = ['SHA', 'BJS', 'SZX', 'CAN', 'CTU', 'HGH']
const TRAIN_TRIPS: [string, string][] = [
  ['VNP', 'AOH'],
  ['AOH', 'VNP'],
]
const SERVICE_FEE = 2000
const AIRPORT_TAX = 5000

export interface Traveller {
  personId: number
  userId: number
  chName: string
  lastName: string
  firstName: string
  gender: string
  birth: string
  idType: string
  idNo: string
  mobile: string
  email: string
  rankId: number | null
  department: { Id: number; Name: string } | null
  costCenter: { Id: number; Name: string } | null
}

export interface Made {
  product: 'Flight' | 'Hotel' | 'Train' | 'Car' | 'Bus' | 'IntlFlight' | 'Dining'
  prefix: string
  total: number
  status: string
  search: string
  doc: Record<string, unknown>
  /** Writes the product's own rows of the order (through `add`) once the order and its passenger are. */
  write: (add: AddRow, orderId: number, passengerId: number) => Promise<void>
}

/** The product tables a seeded order writes rows of. */
type OrderRowTable =
  | 'order_segments'
  | 'tickets'
  | 'hotel_stays'
  | 'train_tickets'
  | 'car_rides'
  | 'bus_tickets'
  | 'intlflight_segments'
  | 'intlflight_tickets'
  | 'dining_codes'
  | 'dining_meals'

/** Inserts a row of the order being made, its company_id and order_id filled in; the new row's id. */
export type AddRow = <T extends OrderRowTable>(table: T, values: Omit<Insertable<Database[T]>, 'company_id' | 'order_id'>) => Promise<number>

export type Maker = (t: Traveller, booked: string, travel: string, over: boolean, reason: string, r: () => number) => Made | null

/** A policy verdict as a product stores it: over the standard on price, or within it. */
export const verdict = (over: boolean, priceToBeat: number | null, message: string, kind = 'Price') => ({
  InPolicy: !over,
  Violations: over ? [{ Kind: kind, Message: message }] : [],
  PriceToBeat: priceToBeat,
})

export const flight: Maker = (t, booked, travel, over, reason, r) => {
  const route = FLIGHT_ROUTES[Math.floor(r() * FLIGHT_ROUTES.length)]
  const days = inventory().flightsOn(route, travel, booked)
  const day = days[Math.floor(r() * days.length)]
  const cabins = day ? cabinOffers(day.flight, travel, booked) : []
  const economy = cabins.filter((c) => c.cls === 'Economy').sort((a, b) => a.price - b.price)
  if (!day || !economy.length) return null
  const cheapest = Math.min(
    ...days.flatMap((d) =>
      cabinOffers(d.flight, travel, booked)
        .filter((c) => c.cls === 'Economy')
        .map((c) => c.price),
    ),
  )
  const cabin = over ? economy[economy.length - 1] : economy[Math.floor(r() * Math.min(3, economy.length))]
  const ptb = over ? cheapest : Math.round((cabin.price * (1 + r() * 0.2)) / 1000) * 1000
  const total = cabin.price + AIRPORT_TAX + SERVICE_FEE
  const line = (Kind: string, Label: string, Amount: number) => ({ Kind, Label, UnitPrice: Amount, Count: 1, Amount, Detail: route })
  return {
    product: 'Flight',
    prefix: 'F',
    total,
    status: 'TicketIssued',
    search: `${day.flight.flightNo} ${day.flight.depCity.names.CN}${day.flight.arrCity.names.CN}`,
    doc: {
      Warnings: [],
      PriceDetail: {
        Fare: cabin.price,
        Taxes: AIRPORT_TAX,
        ServiceFee: SERVICE_FEE,
        Insurance: 0,
        Total: total,
        CompanyAmount: total,
        PersonalAmount: 0,
        Lines: [line('Fare', '票价', cabin.price), line('AirportTax', '机建', AIRPORT_TAX), line('ServiceFee', '服务费', SERVICE_FEE)],
      },
    },
    write: async (add, orderId, passengerId) => {
      await add('order_segments', {
        segment_index: 0,
        flight_no: day.flight.flightNo,
        route_key: route,
        dep_date: travel,
        cabin_code: cabin.code,
        cabin_class: cabin.cls,
        price: cabin.price,
        discount: cabin.discount,
        in_policy: over ? 0 : 1,
        policy_json: JSON.stringify({ ...verdict(over, ptb, '未选择最低价航班'), LowestPriceFlight: null }),
        policy_reason: reason,
      })
      await add('tickets', {
        passenger_id: passengerId,
        segment_index: 0,
        ticket_no: `999-${String(orderId).padStart(10, '0')}`,
        status: 'Issued',
        flight_no: day.flight.flightNo,
        route_key: route,
        dep_date: travel,
        cabin_code: cabin.code,
        fare_family: cabin.family,
        fare: cabin.price,
        airport_tax: AIRPORT_TAX,
        fuel: 0,
        service_fee: SERVICE_FEE,
        insurance: 0,
        company_amount: total,
        personal_amount: 0,
        personal_fare: 0,
        updated_at: chinaInstant(travel, 0).toISOString(),
      })
    },
  }
}

export const hotel: Maker = (t, booked, travel, over, reason, r) => {
  const city = HOTEL_CITIES[Math.floor(r() * HOTEL_CITIES.length)]
  const hotels = hotelsIn(city)
  const h = hotels[Math.floor(r() * hotels.length)]
  const room = h?.rooms[0]
  const plan = room?.plans.find((p) => p.payKind !== 'PayAtHotel') ?? null
  if (!h || !room || !plan) return null
  const nights = 1 + Math.floor(r() * 3)
  const night = Math.round(h.base * room.factor * plan.factor) * 100
  const cap = over ? Math.round((night * 0.8) / 1000) * 1000 : Math.round((night * (1 + r() * 0.2)) / 1000) * 1000
  const total = night * nights + SERVICE_FEE
  const dates = Array.from({ length: nights }, (_, i) => addDays(travel, i))
  return {
    product: 'Hotel',
    prefix: 'H',
    total,
    status: 'Confirmed',
    search: `${h.names.CN}`,
    doc: {
      PriceDetail: { Total: total, CompanyAmount: total, PersonalAmount: 0, AtHotelAmount: 0, Currency: 'CNY', LocalTotal: night * nights, Lines: [] },
    },
    write: async (add, orderId, passengerId) => {
      await add('hotel_stays', {
        hotel_id: h.id,
        city_code: h.city.code,
        international: 0,
        room_code: room.code,
        plan_code: plan.code,
        check_in: travel,
        check_out: addDays(travel, nights),
        nights,
        room_count: 1,
        early_morning: 0,
        arrival_time: '18:00',
        prices_json: JSON.stringify(dates.map((d) => ({ Date: d, Price: night, LocalPrice: night }))),
        currency: 'CNY',
        avg_price: night,
        pay_kind: plan.payKind,
        cancel_json: JSON.stringify({ Kind: 'NonRefundable', FreeUntil: null, Penalty: 0 }),
        policy_json: JSON.stringify(verdict(over, cap, '超出住宿标准')),
        policy_reason: reason,
        rooms_json: JSON.stringify([{ PassengerIds: [passengerId], ChildAges: [] }]),
        member_card_json: null,
        guarantee_json: null,
        special_requests_json: '[]',
        remark: '',
        confirmation_no: `HC${String(orderId).padStart(8, '0')}`,
        status: 'Held',
        cancel_request_id: null,
        cancellation_json: null,
        updated_at: chinaInstant(booked, 12 * 60).toISOString(),
      })
    },
  }
}

export const train: Maker = (t, booked, travel, over, reason, r) => {
  const [from, to] = TRAIN_TRIPS[Math.floor(r() * TRAIN_TRIPS.length)]
  const options = trainsBetween(from, to)
  const pick = options[Math.floor(r() * options.length)]
  const j = pick && journeyOf(pick.train, pick.train.stops[pick.from].station.code, pick.train.stops[pick.to].station.code, travel)
  if (!j) return null
  const cls = over && j.train.classes.includes('First') ? 'First' : j.train.classes.includes('Second') ? 'Second' : j.train.classes[0]
  const km = j.train.stops[j.to].km - j.train.stops[j.from].km
  const price = priceOf(j.train.type, cls, km)
  const second = j.train.classes.includes('Second') ? priceOf(j.train.type, 'Second', km) : price
  const total = price + SERVICE_FEE
  return {
    product: 'Train',
    prefix: 'T',
    total,
    status: 'TicketIssued',
    search: `${j.train.no} ${j.train.stops[j.from].station.code} ${j.train.stops[j.to].station.code}`,
    doc: { Kind: 'Ticket', SeatChoiceMet: null, PriceDetail: { Total: total, CompanyAmount: total, PersonalAmount: 0, Lines: [] } },
    write: async (add, orderId, passengerId) => {
      await add('train_tickets', {
        passenger_id: passengerId,
        ...journeyColumns(j),
        seat_class: cls,
        coach: 3,
        seat: `${1 + (orderId % 17)}A`,
        price,
        company_amount: total,
        personal_amount: 0,
        status: 'Issued',
        ticket_no: `E${String(orderId).padStart(9, '0')}`,
        gate: '',
        changed_from: null,
        change_count: 0,
        policy_json: JSON.stringify(verdict(over, second, '超出乘车标准')),
        policy_reason: reason,
        updated_at: chinaInstant(booked, 12 * 60).toISOString(),
      })
    },
  }
}
