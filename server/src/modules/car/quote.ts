/**
 * car/quote: where and when the car picks up (now, a reserved time, or a while after a flight or
 * train arrives), the route, each class's estimated fare and the rider's verdict. The quote is
 * stored as given: booking takes its fare from here, and after QUOTE_SECONDS it has expired
 * (booking answers 9995 with a new quote of the same ride).
 */
import { randomUUID } from 'node:crypto'
import {
  CAR_SERVICE_POWER,
  QUOTE_SECONDS,
  RESERVE_MIN_MINUTES,
  type CarArrival,
  type CarClass,
  type CarQuoteReq,
  type CarQuoteRes,
  type CarRule,
} from '../../../../types/api/car'
import type { PowerKey } from '../../../../types/api'
import type { ProductVerdict } from '../../../../types/api/policy'
import type { GenerationSource } from '../../db/generation'
import type { AuthedContext } from '../../http/context'
import type { Lang } from '../../i18n'
import { arrivalOf } from '../../kernel/arrivals'
import { resolveBookingPersons } from '../../kernel/orders/travellers'
import { chinaDateTime, chinaInstant, chinaMinutes } from '../../lib/time'
import { localName } from '../../services/places/places'
import { fareOf, RATES } from './fares'
import { arrivalPlace, placeById, placeView, routeOf, type Place } from './places'
import { carPolicies } from './rank-admin'
import { carViolations, clsName, standardText } from './rules'
import { invalid } from './texts'
import type { QuoteRow } from './tables'
import { textCurrencyOf } from '../../services/money/rates'

/** The car the quote is for: the class's fare and the rider's verdict. */
export interface StoredOption {
  Class: CarClass
  Fare: number
  Verdict: ProductVerdict<CarRule>
}

/** A pick-up's arrival as the quote and the ride keep it (the dispatch re-reads it). */
export interface StoredArrival {
  Kind: 'Flight' | 'Train'
  No: string
  Date: string
  At: string
  Wait: number
  Scheduled: string
  Expected: string
  PlaceName: Record<'CN' | 'EN' | 'JP', string>
}

export const servicePower = (service: CarQuoteReq['Service'], what: 'Search' | 'Book'): PowerKey =>
  `BusinessPermission.Car.${CAR_SERVICE_POWER[service]}.${what}` as PowerKey

const RIDE_CLASSES: CarClass[] = ['Economy', 'Comfort', 'Business', 'SixSeat']
const ARRIVAL_PAST_MINUTES = 60
const RESERVE_MAX_DAYS = 7

export function arrivalView(a: StoredArrival | null, lang: Lang): CarArrival | null {
  if (!a) return null
  const delay = Math.round((Date.parse(a.Expected) - Date.parse(a.Scheduled)) / 60_000)
  return {
    Kind: a.Kind,
    No: a.No,
    Scheduled: chinaDateTime(a.Scheduled),
    Expected: chinaDateTime(a.Expected),
    DelayMinutes: delay,
    PlaceName: localName(a.PlaceName, lang),
  }
}

/** Re-reads a pick-up's arrival at `now`: the expected time and the pick-up it gives. */
export function arrivalNow(a: StoredArrival, now: Date): { expected: Date; pickUp: Date } | null {
  const found = arrivalOf(a.Kind, a.No, a.Date, now, a.At)
  return found ? { expected: found.expected, pickUp: new Date(found.expected.getTime() + a.Wait * 60_000) } : null
}

function pickUpOf(ctx: AuthedContext, req: CarQuoteReq, to: Place, now: Date): { at: Date; from: Place | null; arrival: StoredArrival | null } {
  if (req.Service === 'AirportPickUp' || req.Service === 'TrainPickUp') {
    const kind = req.Service === 'AirportPickUp' ? 'Flight' : 'Train'
    const no = kind === 'Flight' ? req.FlightNo : req.TrainNo
    if (!no || !req.Date) throw invalid(kind === 'Flight' ? 'carNeedFlight' : 'carNeedTrain')
    const a = arrivalOf(kind, no, req.Date, now, to.cityCode)
    const where = placeView(to, ctx.lang).CityName
    if (!a || a.cityCode !== to.cityCode) throw invalid('carNoArrival', { no, place: where })
    const wait = Number(req.WaitMinutes ?? 30)
    const at = new Date(a.expected.getTime() + wait * 60_000)
    if (a.expected.getTime() < now.getTime() - ARRIVAL_PAST_MINUTES * 60_000) throw invalid('carArrivalPast', { no })
    const arrival: StoredArrival = {
      Kind: kind,
      No: no,
      Date: req.Date,
      At: to.cityCode,
      Wait: wait,
      Scheduled: a.scheduled.toISOString(),
      Expected: a.expected.toISOString(),
      PlaceName: a.names,
    }
    return { at: at < now ? now : at, from: arrivalPlace(a), arrival }
  }
  if (req.Service === 'Reserved') {
    const at = req.At ? chinaInstant(req.At.slice(0, 10), Number(req.At.slice(11, 13)) * 60 + Number(req.At.slice(14, 16))) : null
    const early = now.getTime() + RESERVE_MIN_MINUTES * 60_000
    if (!at || at.getTime() < early || at.getTime() > now.getTime() + RESERVE_MAX_DAYS * 86_400_000)
      throw invalid('carReserveTime', { min: RESERVE_MIN_MINUTES })
    return { at, from: null, arrival: null }
  }
  return { at: now, from: null, arrival: null }
}

export async function quoteRide(ctx: AuthedContext, req: CarQuoteReq): Promise<CarQuoteRes> {
  await ctx.requirePower(servicePower(req.Service, 'Search'))
  const now = ctx.now()
  const riderId = req.PersonId ?? ctx.caller.personId
  const [persons, cur] = await Promise.all([resolveBookingPersons(ctx, 'Train', [riderId]), textCurrencyOf(ctx)])
  const rankId = persons.standardRankIds[0]
  const policy = rankId === null ? null : ((await carPolicies(ctx as GenerationSource, ctx.caller.companyId)).get(rankId) ?? null)

  const to = placeById(req.To)
  if (!to) throw invalid('carPlaceUnknown', { id: req.To })
  const pick = pickUpOf(ctx, req, to, now)
  const from = pick.from ?? (req.From ? placeById(req.From) : undefined)
  if (!from) throw invalid('carPlaceUnknown', { id: req.From ?? '' })
  if (from.id === to.id) throw invalid('carSamePlace')
  if (from.cityCode !== to.cityCode) throw invalid('carTooFar')

  const route = routeOf(from, to)
  const airport = from.kind === 'Airport' || to.kind === 'Airport'
  const classes = req.Service === 'Taxi' ? (['Taxi'] as CarClass[]) : RIDE_CLASSES
  const options = classes.map((cls) => {
    const { fare, lines } = fareOf({ cls, km: route.km, minutes: route.minutes, startsAt: pick.at, airport }, ctx.lang)
    const violations = carViolations(
      policy,
      { cls, startMinute: chinaMinutes(pick.at), cityCode: to.cityCode, fare, ends: [from.kind, to.kind] },
      ctx.lang,
      cur,
    )
    const verdict: ProductVerdict<CarRule> = { InPolicy: violations.length === 0, Violations: violations, PriceToBeat: policy?.Cap ?? null }
    return { cls, fare, lines, verdict }
  })
  const id = randomUUID()
  const expires = new Date(now.getTime() + QUOTE_SECONDS * 1000)
  const stored: StoredOption[] = options.map((o) => ({ Class: o.cls, Fare: o.fare, Verdict: o.verdict }))
  await ctx.db
    .insertInto('car_quotes')
    .values({
      id,
      company_id: ctx.caller.companyId,
      booker_person_id: ctx.caller.personId,
      rider_person_id: riderId,
      service: req.Service,
      from_json: JSON.stringify(from),
      to_json: JSON.stringify(to),
      pickup_at: pick.at.toISOString(),
      km: route.km,
      minutes: route.minutes,
      options_json: JSON.stringify(stored),
      arrival_json: pick.arrival ? JSON.stringify(pick.arrival) : null,
      expires_at: expires.toISOString(),
      created_at: now.toISOString(),
    })
    .execute()
  return {
    QuoteId: id,
    Service: req.Service,
    From: placeView(from, ctx.lang),
    To: placeView(to, ctx.lang),
    PickUpAt: chinaDateTime(pick.at),
    Km: route.km,
    Minutes: route.minutes,
    ExpiresAt: chinaDateTime(expires),
    Arrival: arrivalView(pick.arrival, ctx.lang),
    Options: options.map((o) => ({
      Class: o.cls,
      ClassName: clsName(o.cls, ctx.lang),
      Seats: RATES[o.cls].seats,
      Fare: o.fare,
      Lines: o.lines,
      Verdict: o.verdict,
    })),
    StandardText: standardText(policy, ctx.lang, cur),
  }
}

/** The request a stored quote was made from, to quote the same ride again (9995's new quote). */
export function requestOf(q: QuoteRow): CarQuoteReq {
  const from = JSON.parse(q.from_json) as Place
  const to = JSON.parse(q.to_json) as Place
  const a = q.arrival_json ? (JSON.parse(q.arrival_json) as StoredArrival) : null
  const service = q.service as CarQuoteReq['Service']
  return {
    Service: service,
    From: a ? undefined : from.id,
    To: to.id,
    At: service === 'Reserved' ? chinaDateTime(q.pickup_at) : undefined,
    FlightNo: a?.Kind === 'Flight' ? a.No : undefined,
    TrainNo: a?.Kind === 'Train' ? a.No : undefined,
    Date: a?.Date,
    WaitMinutes: a ? (String(a.Wait) as CarQuoteReq['WaitMinutes']) : undefined,
    PersonId: q.rider_person_id,
  }
}
