/**
 * Shapes answers from inventory objects: a flight row, a cabin with its rules, fee tables.
 * Rules and static parts are memoised per language because they never change.
 */
import type { CabinItem, CabinSummary, FeeRuleRow, FlightRow, FlightStop, PolicyVerdict } from '../../../../types/api/flight'
import type { Lang } from '../../i18n'
import { greatCircleKm } from '../../../../types/api/carbon-values'
import { cityByCode, localName } from '../../services/places/places'
import { aircraftInfo } from './schedule'
import { FEE_TABLES, FEE_WINDOWS, type CabinOffer, type FareFamily } from './fares'
import { addDays, hhmm } from '../../lib/time'
import { cabinBaggageText, cabinClassName, feeWindowLabel, mealText } from './labels'
import type { FlightDay } from './inventory'

const ruleCache = new Map<string, { refund: FeeRuleRow[]; change: FeeRuleRow[] }>()

export function feeRules(family: FareFamily, lang: Lang): { refund: FeeRuleRow[]; change: FeeRuleRow[] } {
  const key = `${family}|${lang}`
  let hit = ruleCache.get(key)
  if (!hit) {
    const rows = (percents: number[]): FeeRuleRow[] =>
      FEE_WINDOWS.map(([from, to], i) => ({ FromHours: from, ToHours: to, Label: feeWindowLabel(i, lang), FeePercent: percents[i] }))
    hit = { refund: rows(FEE_TABLES[family].refund), change: rows(FEE_TABLES[family].change) }
    ruleCache.set(key, hit)
  }
  return hit
}

/** The parts of a row that depend only on the flight, date and language. */
function staticRow(day: FlightDay, lang: Lang): Omit<FlightRow, 'LowestPrice' | 'LowestCabinCode' | 'Cabins' | 'Policy'> {
  const f = day.flight
  const ac = aircraftInfo(f.aircraft)
  const offset = Math.floor(f.arrMin / 1440)
  const stops: FlightStop[] = f.stop
    ? [
        {
          CityCode: f.stop.airport.cityCode,
          CityName: localName(cityByCode(f.stop.airport.cityCode)!.names, lang),
          AirportCode: f.stop.airport.code,
          AirPortName: localName(f.stop.airport.names, lang),
          ArriveTime: hhmm(f.stop.arrMin),
          DepartTime: hhmm(f.stop.depMin),
          Minutes: f.stop.depMin - f.stop.arrMin,
        },
      ]
    : []
  return {
    FlightNo: f.flightNo,
    CarrierCode: f.carrier.code,
    CarrierName: localName({ CN: f.carrier.cn, EN: f.carrier.en, JP: f.carrier.jp }, lang),
    OperatingFlightNo: f.operating,
    IsShared: f.operating !== null,
    Aircraft: f.aircraft,
    AircraftName: lang === 'zh-CN' || lang === 'zh-TW' ? ac.cn : ac.en,
    AircraftSize: ac.size,
    DepartDate: day.date,
    DepartTime: hhmm(f.depMin),
    DepartCityCode: f.depCity.code,
    DepartCityName: localName(f.depCity.names, lang),
    DepartAirport: f.depAirport.code,
    DepartAirportName: localName(f.depAirport.names, lang),
    DepartTerminal: f.depTerminal,
    ArriveDate: offset ? addDays(day.date, offset) : day.date,
    ArriveTime: hhmm(f.arrMin),
    ArriveCityCode: f.arrCity.code,
    ArriveCityName: localName(f.arrCity.names, lang),
    ArriveAirport: f.arrAirport.code,
    ArriveAirportName: localName(f.arrAirport.names, lang),
    ArriveTerminal: f.arrTerminal,
    ArriveDayOffset: offset,
    DurationMinutes: f.arrMin - f.depMin,
    DistanceKm: Math.round(greatCircleKm(f.depAirport, f.arrAirport) * 10) / 10,
    Stops: stops,
    Meal: f.meal ? mealText(lang) : '',
    HasMeal: f.meal,
  }
}

const staticCache = new Map<string, ReturnType<typeof staticRow>>()
const STATIC_LIMIT = 20000

function staticRowCached(day: FlightDay, lang: Lang) {
  const key = `${day.flight.flightNo}|${day.flight.routeKey}|${day.date}|${lang}`
  let hit = staticCache.get(key)
  if (!hit) {
    if (staticCache.size >= STATIC_LIMIT) staticCache.clear()
    hit = staticRow(day, lang)
    staticCache.set(key, hit)
  }
  return hit
}

export interface PricedCabin {
  offer: CabinOffer
  seats: number
}

export function flightRow(day: FlightDay, cabins: readonly PricedCabin[], policy: PolicyVerdict, lang: Lang): FlightRow {
  const summaries = new Map<string, CabinSummary>()
  let lowest: PricedCabin | null = null
  for (const c of cabins) {
    if (c.seats <= 0) continue
    if (!lowest || c.offer.price < lowest.offer.price) lowest = c
    const s = summaries.get(c.offer.cls)
    if (!s || c.offer.price < s.LowestPrice) {
      summaries.set(c.offer.cls, { CabinClass: c.offer.cls, LowestPrice: c.offer.price, Discount: c.offer.discount, SeatsLeft: Math.min(9, c.seats) })
    }
  }
  return {
    ...staticRowCached(day, lang),
    LowestPrice: lowest?.offer.price ?? null,
    LowestCabinCode: lowest?.offer.code ?? null,
    Cabins: [...summaries.values()],
    Policy: policy,
  }
}

export function cabinItem(c: PricedCabin, policy: PolicyVerdict, lang: Lang): CabinItem {
  const o = c.offer
  const rules = feeRules(o.family, lang)
  return {
    CabinCode: o.code,
    CabinClass: o.cls,
    CabinClassName: cabinClassName(o.cls, lang),
    FareFamily: o.family,
    Price: o.price,
    FullPrice: o.fullPrice,
    Discount: o.discount,
    ChildPrice: o.childPrice,
    InfantPrice: o.infantPrice,
    SeatsLeft: Math.max(0, Math.min(9, c.seats)),
    RefundRule: rules.refund,
    ChangeRule: rules.change,
    AllowEndorse: o.family === 'Flex',
    BaggageKg: o.baggageKg,
    CabinBaggage: cabinBaggageText(o.cabinPieces, lang),
    Policy: policy,
  }
}
