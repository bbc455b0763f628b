/**
 * Stations, the search, a train's stops and its seat map (train/searchTrainStations/v2,
 * train/getTrainCityList, train/searchTrains, train/getTrainStopInfo, train/getSeatMap).
 *
 * The search lists every train between the stations (or cities) leaving on the date, each with
 * every class's price, tickets left and the travellers' verdict. It is on the hot path: the
 * trains between two stations are kept (catalog.ts), and whole answers are kept by everything they
 * depend on — the request, the language, the travellers' standards and the stored counts of those
 * trains read fresh on every call — so a sale or a changed standard on any server recomputes the
 * next one.
 */
import type {
  SearchTrainsReq,
  SearchTrainsRes,
  SeatClass,
  SeatMapReq,
  SeatMapRes,
  TrainCityListRes,
  TrainRow,
  TrainSeatOffer,
  TrainStation,
  TrainStationsReq,
  TrainStationsRes,
  TrainStopInfoReq,
  TrainStopInfoRes,
} from '../../../../types/api/train'
import { HIGH_SPEED_TYPES, SALE_WINDOW_DAYS } from '../../../../types/api/train-values'
import type { AuthedContext } from '../../http/context'
import { keepSerialized } from '../../http/envelope'
import type { Lang } from '../../i18n'
import { findPlaces, letterGroups } from '../../lib/places'
import { addDays, chinaDay, isRealDate } from '../../lib/time'
import { capacityOf, journeyOf, lastSaleDate, priceOf, seatCode, timesOf, trainByNo, trainsBetween, type Journey, type TrainDef } from './catalog'
import { freeSeats, Inventory } from './inventory'
import { cityName, seatClassName, stationName, trainTypeName } from './labels'
import { rankStandard, trainTravellers, trainVerdict, type TrainPolicy } from './policy'
import { STATIONS, stationsOf, type Station } from './stations'
import { invalid, trainError } from './texts'
import { ErrorCode } from '../../../../types/api'

export function stationView(s: Station, lang: Lang): TrainStation {
  return {
    Code: s.code,
    Name: stationName(s, lang),
    NameCN: s.cn,
    NameEN: s.en,
    Pinyin: s.pinyin,
    Initials: s.initials,
    CityCode: s.cityCode,
    CityName: cityName(s, lang),
    IsHot: s.hot,
  }
}

export function searchStations(req: TrainStationsReq, lang: Lang): TrainStationsRes {
  return { Stations: findPlaces(STATIONS, req.Keyword).map((s) => stationView(s, lang)) }
}

export function cityList(lang: Lang, now: Date): TrainCityListRes {
  const today = chinaDay(now)
  return {
    HotStations: STATIONS.filter((s) => s.hot).map((s) => stationView(s, lang)),
    Groups: letterGroups(STATIONS, (s) => stationView(s, lang)),
    Today: today,
    LastSaleDate: lastSaleDate(today),
  }
}

/** A date the railway sells today (1001 otherwise). */
export function checkSaleDate(date: string, now: Date, field = 'Date'): void {
  if (!isRealDate(date)) throw invalid('trainDateInvalid', { field })
  const today = chinaDay(now)
  if (date < today || date > addDays(today, SALE_WINDOW_DAYS)) throw invalid('trainDateOutOfWindow', { days: SALE_WINDOW_DAYS })
}

export function requireStations(code: string): Station[] {
  const list = stationsOf(code)
  if (!list.length) throw invalid('trainStationUnknown', { code })
  return list
}

/** Every class of a journey with its price, left count and verdict. */
export function seatOffers(j: Journey, inv: Inventory, policies: readonly (TrainPolicy | null)[], now: Date, lang: Lang, student = false): TrainSeatOffer[] {
  const t = j.train
  const times = timesOf(j)
  const prices = t.classes.map((cls) => ({ cls, price: priceOf(t.type, cls, times.km, student) }))
  return prices.map(({ cls, price }) => ({
    SeatClass: cls,
    Name: seatClassName(cls, lang),
    Price: price,
    Remaining: inv.left(t, j.startDate, cls, now),
    Policy: trainVerdict(policies, t.type, times.overnight, cls, prices, lang),
  }))
}

export function trainRow(j: Journey, seats: TrainSeatOffer[], lang: Lang, now: Date): TrainRow {
  const t = j.train
  const times = timesOf(j)
  return {
    TrainNo: t.no,
    TrainType: t.type,
    TrainTypeName: trainTypeName(t.type, lang),
    StartStation: stationName(t.stops[0].station, lang),
    EndStation: stationName(t.stops[t.stops.length - 1].station, lang),
    FromStation: stationView(t.stops[j.from].station, lang),
    ToStation: stationView(t.stops[j.to].station, lang),
    DepartDate: j.date,
    DepartTime: times.departTime,
    ArriveDate: times.arriveDate,
    ArriveTime: times.arriveTime,
    ArriveDayOffset: times.arriveOffset,
    DurationMinutes: times.minutes,
    StopsBetween: j.to - j.from - 1,
    DistanceKm: times.km,
    Overnight: times.overnight,
    Seats: seats,
    SoldOut: seats.every((s) => s.Remaining === 0),
    Departed: departed(j, now),
  }
}

/** The train has left the journey's first station by `now` (booking refuses it: trainDeparted). */
export const departed = (j: Journey, now: Date): boolean => timesOf(j).depart.getTime() <= now.getTime()

/** Journeys between any station of `from` and any of `to` leaving on `date` (sorted by departure). */
export function journeysBetween(from: readonly Station[], to: readonly Station[], date: string): Journey[] {
  const out: Journey[] = []
  for (const a of from)
    for (const b of to)
      for (const x of trainsBetween(a.code, b.code)) {
        const j = journeyOf(x.train, a.code, b.code, date)
        if (j) out.push(j)
      }
  return out.sort((x, y) => (x.train.stops[x.from].dep % 1440) - (y.train.stops[y.from].dep % 1440) || x.train.no.localeCompare(y.train.no))
}

const answers = new Map<string, SearchTrainsRes>()
const ANSWER_LIMIT = 500

export async function searchTrains(ctx: AuthedContext, req: SearchTrainsReq): Promise<SearchTrainsRes> {
  const from = requireStations(req.From)
  const to = requireStations(req.To)
  if (from.some((a) => to.includes(a))) throw invalid('trainSameStation')
  const now = ctx.now()
  checkSaleDate(req.Date, now)
  const travellers = await trainTravellers(ctx, req.PassengerIds ?? [])
  let journeys = journeysBetween(from, to, req.Date)
  const { HighSpeedOnly, TrainTypes, DepartFrom, DepartTo } = req
  journeys = journeys.filter((j) => {
    const dep = j.train.stops[j.from].dep % 1440
    return (
      (!HighSpeedOnly || HIGH_SPEED_TYPES.includes(j.train.type)) &&
      (!TrainTypes?.length || TrainTypes.includes(j.train.type)) &&
      (DepartFrom === undefined || dep >= DepartFrom) &&
      (DepartTo === undefined || dep <= DepartTo)
    )
  })
  const inv = await Inventory.load(
    ctx.db,
    journeys.map((j) => j.train.no),
    [...new Set(journeys.map((j) => j.startDate))],
  )
  const standard = travellers.policies[0] ? rankStandard(travellers.policies[0], ctx.lang) : null
  // Everything the answer depends on, read fresh: a sale or a standard changed anywhere changes the key.
  // The hour matters too: the railway's releases and the trains that have left move with it.
  const { PassengerIds: _who, ...asked } = req
  const hour = Math.floor(now.getTime() / 3_600_000)
  const gone = journeys.reduce((n, j) => n + (departed(j, now) ? 1 : 0), 0)
  const key = JSON.stringify([asked, ctx.lang, travellers.policies.map((p) => p?.rankId ?? null), standard, inv.signature(), hour, gone])
  const hit = answers.get(key)
  if (hit) return hit
  let rows = journeys.map((j) => trainRow(j, seatOffers(j, inv, travellers.policies, now, ctx.lang, req.Student === true), ctx.lang, now))
  const cheapest = (r: TrainRow) => Math.min(...r.Seats.map((s) => s.Price))
  switch (req.Sort ?? 'DepartEarly') {
    case 'DepartLate':
      rows = rows.reverse()
      break
    case 'DurationShort':
      rows.sort((a, b) => a.DurationMinutes - b.DurationMinutes || a.DepartTime.localeCompare(b.DepartTime))
      break
    case 'PriceLow':
      rows.sort((a, b) => cheapest(a) - cheapest(b) || a.DepartTime.localeCompare(b.DepartTime))
      break
  }
  const answer = keepSerialized({
    From: from.map((s) => stationView(s, ctx.lang)),
    To: to.map((s) => stationView(s, ctx.lang)),
    Date: req.Date,
    Trains: rows,
    RankStandard: standard,
  })
  if (answers.size >= ANSWER_LIMIT) answers.delete(answers.keys().next().value as string)
  answers.set(key, answer)
  return answer
}

export function requireTrain(no: string): TrainDef {
  const t = trainByNo(no)
  if (!t) throw trainError(ErrorCode.NotFound, 'trainNotFound', { no })
  return t
}

export function stopInfo(req: TrainStopInfoReq, lang: Lang): TrainStopInfoRes {
  const t = requireTrain(req.TrainNo)
  const fromIdx = req.FromStation ? t.stops.findIndex((s) => s.station.code === req.FromStation) : 0
  const toIdx = req.ToStation ? t.stops.findIndex((s) => s.station.code === req.ToStation) : t.stops.length - 1
  if (fromIdx < 0 || toIdx < 0) throw invalid('trainNotRunning', { no: t.no })
  const startDate = addDays(req.Date, -Math.floor(t.stops[fromIdx].dep / 1440))
  const j = journeyOf(t, t.stops[fromIdx].station.code, t.stops[Math.max(toIdx, fromIdx + 1)]?.station.code ?? '', req.Date)
  const hm = (m: number) => `${String(Math.floor((m % 1440) / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`
  return {
    TrainNo: t.no,
    TrainType: t.type,
    StartDate: startDate,
    RunningDays: t.running,
    RunsOnDate: j !== null,
    Stops: t.stops.map((s, i) => ({
      Index: i + 1,
      Station: stationView(s.station, lang),
      ArriveTime: i === 0 ? '' : hm(s.arr),
      DepartTime: i === t.stops.length - 1 ? '' : hm(s.dep),
      DayOffset: Math.floor((i === 0 ? s.dep : s.arr) / 1440),
      StopMinutes: s.dep - s.arr,
      DistanceKm: s.km,
      InJourney: i >= fromIdx && i <= toIdx,
    })),
  }
}

/** A journey the caller asks for: the train runs between the stations on the date, the class exists. */
export function requireJourney(no: string, from: string, to: string, date: string, cls: SeatClass | null, lang: Lang): Journey {
  const t = requireTrain(no)
  const j = journeyOf(t, from, to, date)
  if (!j) throw invalid('trainNotRunning', { no })
  if (cls && !t.classes.includes(cls)) throw invalid('trainNoSuchClass', { cls: seatClassName(cls, lang) })
  return j
}

export async function seatMap(ctx: AuthedContext, req: SeatMapReq): Promise<SeatMapRes> {
  const now = ctx.now()
  checkSaleDate(req.Date, now)
  const j = requireJourney(req.TrainNo, req.FromStation, req.ToStation, req.Date, req.SeatClass, ctx.lang)
  const t = j.train
  const free = await freeSeats(ctx.db, t, j.startDate, req.SeatClass, now)
  const inv = await Inventory.load(ctx.db, [t.no], [j.startDate])
  const freeSet = new Set(free.map((s) => `${s.coach}|${s.seat}`))
  const coaches = t.coaches
    .filter((c) => c.cls === req.SeatClass)
    .map((c) => {
      const rows = Array.from({ length: c.rows }, (_, r) =>
        c.letters.map((letter, index) => {
          const seat = seatCode(c, r + 1, index)
          return { Seat: seat, Row: r + 1, Letter: letter, Free: freeSet.has(`${c.no}|${seat}`) }
        }),
      )
      return { Coach: c.no, Rows: rows, Aisle: c.aisle, FreeSeats: rows.flat().filter((s) => s.Free).length }
    })
  const letters = [...new Set(t.coaches.find((c) => c.cls === req.SeatClass)?.letters ?? [])]
  return {
    TrainNo: t.no,
    Date: req.Date,
    SeatClass: req.SeatClass,
    Letters: letters,
    Remaining: req.SeatClass === 'Standing' ? inv.left(t, j.startDate, 'Standing', now) : Math.min(free.length, capacityOf(t, req.SeatClass)),
    Coaches: coaches,
  }
}
