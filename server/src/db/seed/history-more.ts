/**
 * The rest of the seeded history's products (history.ts; flights, stays and trains are in
 * history-orders.ts): car rides, coach tickets, international flights and company meals, each
 * from its product's catalogue on the day it was booked, left as travelled (ride completed,
 * tickets issued, meal paid) and paid by the company.
 */
import { FARE_RULES } from '../../../../types/api/intlflight-values'
import { chinaInstant } from '../../lib/time'
import { fareOf as carFareOf } from '../../modules/car/fares'
import { placesOf, routeOf } from '../../modules/car/places'
import { SCHEDULES } from '../../modules/bus/catalog'
import { familiesOf, fareOf as intlFareOf } from '../../modules/intlflight/fares'
import { FLIGHTS, instanceOf } from '../../modules/intlflight/schedule'
import { verdict, type Made, type Maker } from './history-orders'

const CAR_CITIES = ['SHA', 'BJS', 'SZX', 'CAN']
const CAR_CLASSES = ['Economy', 'Comfort', 'Business'] as const
const INTL_FROM = new Set(['PVG', 'PEK', 'CAN', 'SZX'])
const MEALS = ['Lunch', 'Dinner'] as const

const priceDoc = (total: number) => ({ PriceDetail: { Total: total, CompanyAmount: total, PersonalAmount: 0, Lines: [] } })

export const car: Maker = (_t, booked, travel, over, reason, r) => {
  const places = placesOf(CAR_CITIES[Math.floor(r() * CAR_CITIES.length)])
  const from = places[Math.floor(r() * places.length)]
  const to = places[Math.floor(r() * places.length)]
  if (!from || !to || from.id === to.id) return null
  const cls = over ? 'Business' : CAR_CLASSES[Math.floor(r() * 2)]
  const { km, minutes } = routeOf(from, to)
  const pickup = chinaInstant(travel, 8 * 60 + Math.floor(r() * 10 * 60))
  const { fare, lines } = carFareOf({ cls, km, minutes, startsAt: pickup, airport: from.kind === 'Airport' || to.kind === 'Airport' }, 'zh-CN')
  const at = pickup.toISOString()
  const end = new Date(pickup.getTime() + minutes * 60_000).toISOString()
  return {
    product: 'Car',
    prefix: 'Y',
    total: fare,
    status: 'Completed',
    search: `${from.names.CN} ${to.names.CN}`,
    doc: priceDoc(fare),
    write: async (add, orderId) => {
      await add('car_rides', {
        quote_id: `history-${orderId}`,
        service: 'Ride',
        car_class: cls,
        from_json: JSON.stringify(from),
        to_json: JSON.stringify(to),
        pickup_at: at,
        arrival_json: null,
        km,
        minutes,
        quoted_fare: fare,
        state: 'Completed',
        violations_json: JSON.stringify(over ? [{ Kind: 'Class', Message: '超出用车车型标准' }] : []),
        policy_reason: reason,
        driver_json: null,
        assigned_at: at,
        arrived_at: at,
        started_at: at,
        ended_at: end,
        next_step_at: null,
        lease_owner: null,
        lease_until: null,
        settled_json: JSON.stringify({ Fare: fare, Lines: lines }),
        rating_json: null,
        cancel_request_id: null,
        updated_at: end,
      })
    },
  }
}

export const bus: Maker = (_t, booked, travel, over, reason, r) => {
  const s = SCHEDULES[Math.floor(r() * SCHEDULES.length)]
  if (!s) return null
  const total = s.price
  return {
    product: 'Bus',
    prefix: 'B',
    total,
    status: 'TicketIssued',
    search: s.no,
    doc: priceDoc(total),
    write: async (add, orderId, passengerId) => {
      await add('bus_tickets', {
        passenger_id: passengerId,
        schedule_no: s.no,
        dep_date: travel,
        from_station: s.from.code,
        to_station: s.to.code,
        bus_class: s.cls,
        price: s.price,
        company_amount: total,
        personal_amount: 0,
        status: 'Issued',
        pick_up_code: String(100000 + (orderId % 900000)),
        changed_from: null,
        change_count: 0,
        policy_json: JSON.stringify(verdict(over, over ? Math.round(s.price * 0.8) : null, '超出乘车标准')),
        policy_reason: reason,
        updated_at: chinaInstant(booked, 12 * 60).toISOString(),
      })
    },
  }
}

export const intlFlight: Maker = (t, booked, travel, over, reason, r) => {
  const defs = FLIGHTS.filter((f) => INTL_FROM.has(f.from.code))
  const def = defs[Math.floor(r() * defs.length)]
  if (!def) return null
  const family = over ? familiesOf('Business')[0] : familiesOf('Economy')[Math.floor(r() * 2)]
  const leg = instanceOf(def, travel)
  const fare = intlFareOf([leg], family, booked)
  return {
    product: 'IntlFlight',
    prefix: 'N',
    total: fare.total,
    status: 'TicketIssued',
    search: `${def.no} ${def.from.cityCn} ${def.to.cityCn}`,
    // What a booked order's document holds (IntlOrderDoc): the approvals, the order page and the
    // refund read its trip type, verdict and reason.
    doc: {
      TripType: 'OneWay',
      PriceDetail: { ...priceDoc(fare.total).PriceDetail, FareCurrency: 'CNY', FareCurrencyTotal: fare.total },
      Policy: verdict(over, null, '超出国际机票舱位标准', 'Cabin'),
      PolicyReason: over ? reason : '',
      InquirySheetNo: '',
    },
    write: async (add, orderId, passengerId) => {
      await add('intlflight_segments', {
        leg_no: 1,
        seg_no: 1,
        flight_no: def.no,
        dep_date: travel,
        cabin: FARE_RULES[family].Cabin,
        family,
        depart_at: new Date(leg.depart).toISOString(),
        arrive_at: new Date(leg.arrive).toISOString(),
        seat_state: 'Issued',
      })
      await add('intlflight_tickets', {
        passenger_id: passengerId,
        status: 'Issued',
        ticket_no: `${def.carrier.code}-${String(orderId).padStart(10, '0')}`,
        price: fare.base,
        taxes: fare.taxes,
        company_amount: fare.total,
        personal_amount: 0,
        doc_type: 'Passport',
        doc_no: `E${String(t.personId).padStart(8, '0')}`,
        doc_country: 'CN',
        doc_expiry: '2031-12-31',
        updated_at: chinaInstant(booked, 12 * 60).toISOString(),
      })
    },
  }
}

export interface Restaurant {
  id: number
  city_code: string
  avg_spend: number
  name: string
}

/** A meal at one of the restaurants (their rows are the database's), charged through a dining code. */
export const dining =
  (restaurants: readonly Restaurant[]): Maker =>
  (t, booked, travel, over, reason, r): Made | null => {
    const rest = restaurants[Math.floor(r() * restaurants.length)]
    if (!rest) return null
    const meal = MEALS[Math.floor(r() * MEALS.length)]
    const eaten = chinaInstant(travel, meal === 'Lunch' ? 12 * 60 + 10 : 18 * 60 + 40).toISOString()
    const guests = 1 + Math.floor(r() * 3)
    const total = Math.round((rest.avg_spend * guests * (over ? 1.6 : 0.8 + r() * 0.3)) / 100) * 100
    return {
      product: 'Dining',
      prefix: 'D',
      total,
      status: 'Completed',
      search: rest.name,
      doc: priceDoc(total),
      write: async (add, orderId) => {
        const codeId = await add('dining_codes', {
          code_no: `9${String(orderId).padStart(17, '0')}`,
          user_id: t.userId,
          person_id: t.personId,
          restaurant_id: rest.id,
          guests,
          status: 'Charged',
          refusal: null,
          expires_at: eaten,
          terminal_id: null,
          bill_no: `H${orderId}`,
          bill_total: total,
          created_at: eaten,
          charged_at: eaten,
        })
        await add('dining_meals', {
          code_id: codeId,
          person_id: t.personId,
          restaurant_id: rest.id,
          city_code: rest.city_code,
          meal,
          day: travel,
          eaten_at: eaten,
          guests,
          dishes_json: '[]',
          own_amount: total,
          reason_code: '',
          reason,
        })
      },
    }
  }
