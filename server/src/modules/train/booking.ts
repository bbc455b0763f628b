/**
 * train/submitOrder and train/grab/submit.
 *
 * Checks, in order: the payment permission, the request id (a replay answers the earlier order;
 * other contents are refused, 1014), the date (the railway's window) and the journey, the
 * passengers (in the booking scope, each verified with the railway: Verified or
 * ProvisionallyPassed), the 12306 account when TrainSettings require one, contacts, company
 * fields, then tickets left and the price (1004, with the new quote for a moved price) and the
 * reason for an out-of-policy class. The order kernel writes the order in ONE transaction whose
 * first statement takes the places with a conditional decrement (a lost race for the last
 * tickets rolls everything back: 1004 sold out); the seats are picked in it too, as the seat
 * choice asks. Approval, as for every product, right after the commit.
 *
 * A grab order takes nothing yet: it lists its alternates (dates × trains × classes, in that
 * order of preference), prepays the dearest of them per passenger and waits for approval and
 * payment; then the grab job (grab.ts) works on it.
 */
import { ErrorCode } from '../../../../types/api'
import type {
  GrabSubmitReq,
  SeatClass,
  TrainPolicyVerdict,
  TrainPriceDetail,
  TrainSubmitReq,
  TrainSubmitRes,
  TrainViolation,
} from '../../../../types/api/train'
import { GRAB_DEADLINE_MIN_HOURS } from '../../../../types/api/train-values'
import type { TrainNormalSettings } from '../../../../types/api/settings'
import type { AuthedContext } from '../../http/context'
import { submitAnswer, travellerOfPerson, type Traveller } from '../../kernel/orders/create'
import type { ReasonAsk } from '../../kernel/orders/reasons'
import { companySetting } from '../../kernel/orders/setting-cache'
import { submitBooking, type Booking } from '../../kernel/orders/submit'
import type { OrderDoc, OrderRow } from '../../kernel/orders/tables'
import { namedPassengers } from '../../kernel/orders/travellers'
import { displayName } from '../../lib/names'
import { chinaInstant } from '../../lib/time'
import { canBuyOnline, hasVerifiedAccount, passengerChecks } from './account'
import { priceOf, timesOf, type Journey } from './catalog'
import { freeSeats, Inventory, pickSeats, takeTickets } from './inventory'
import { checkName, seatClassName, stationName } from './labels'
import { splitTicket, trainTravellers, trainVerdict, type TrainTravellers } from './policy'
import { TRAIN } from './product'
import { checkSaleDate, requireJourney, seatOffers } from './search'
import type { TrainOrderDoc } from './tables'
import { invalid, offerExpired } from './texts'
import { writeTickets } from './tickets'
import { stationByCode } from './stations'

type Common = Pick<TrainSubmitReq, 'Passengers'>

/** The reason an out-of-policy train order asks: one, for the whole order. */
const REASON_ASK: ReasonAsk[] = [{ index: 0, rules: ['Policy'], missing: () => invalid('trainReasonRequired') }]

interface Prepared {
  travellers: TrainTravellers
  passengers: Traveller[]
  normal: TrainNormalSettings
}

/** What both kinds of booking check: passengers, the railway's verification, the account. */
async function prepare(ctx: AuthedContext, req: Common): Promise<Prepared> {
  const { companyId } = ctx.caller
  const ids = req.Passengers.map((p) => p.PersonId)
  const { persons, names } = await namedPassengers(ctx, ids, () => invalid('trainPassengerTwice'))
  const travellers = await trainTravellers(ctx, ids, names)
  const checks = await passengerChecks(ctx.db, companyId, ids)
  const passengers: Traveller[] = persons.map((person, i) => {
    const p = person!
    const check = checks.get(p.id)
    if (!canBuyOnline(check)) throw invalid('trainPassengerUnverified', { name: names[i], status: checkName(check ?? 'Pending', ctx.lang) })
    if (!p.id_no) throw invalid('trainPassengerNoId', { name: names[i] })
    return travellerOfPerson(p)
  })
  const setting = await companySetting(ctx, companyId)
  const normal = setting.TrainSettings.NormalSettings as TrainNormalSettings
  if (normal.IsRequired12306Account && !(await hasVerifiedAccount(ctx))) throw invalid('trainAccountRequired')
  return { travellers, passengers, normal }
}

/** The journey's label in orders and timelines: 'G1 北京南 08:00 → 上海虹桥 12:28 · 2026-11-26 · 二等座'. */
export function journeyLabel(j: Journey, cls: SeatClass, lang: AuthedContext['lang']): string {
  const t = j.train
  const times = timesOf(j)
  return `${t.no} ${stationName(t.stops[j.from].station, lang)} ${times.departTime} → ${stationName(t.stops[j.to].station, lang)} ${times.arriveTime} · ${j.date} · ${seatClassName(cls, lang)}`
}

/** The journey of a price line, without the class (the line's label names it): 'G1 北京南 08:00 → 上海虹桥 12:28 · 2026-11-26'. */
export function journeyText(j: Journey, lang: AuthedContext['lang']): string {
  const t = j.train
  const times = timesOf(j)
  return `${t.no} ${stationName(t.stops[j.from].station, lang)} ${times.departTime} → ${stationName(t.stops[j.to].station, lang)} ${times.arriveTime} · ${j.date}`
}

export function priceDetail(lines: { label: string; price: number; count: number; detail: string }[], company: number, personal: number): TrainPriceDetail {
  return {
    Total: company + personal,
    CompanyAmount: company,
    PersonalAmount: personal,
    Lines: lines.map((l) => ({ Kind: 'Ticket', Label: l.label, UnitPrice: l.price, Count: l.count, Amount: l.price * l.count, Detail: l.detail })),
  }
}

/** The order's travellers and the words the list finds it by. */
const booked = (p: Prepared) => p.passengers.map((x, i) => ({ traveller: x, paxType: 'Adult', rankId: p.travellers.persons.rankIds[i] }))
const names = (p: Prepared) => p.passengers.map((x) => `${displayName(x)} ${x.lastName}${x.firstName}`)

export async function submitOrder(ctx: AuthedContext, req: TrainSubmitReq): Promise<TrainSubmitRes> {
  const { order, replayed } = await submitBooking(ctx, req, () => prepareTicket(ctx, req))
  return bookingAnswer(order, replayed)
}

/** A ticket order's checks and price: the date and journey, the passengers, tickets left and the price; the places taken and the seats picked. */
export async function prepareTicket(ctx: AuthedContext, req: TrainSubmitReq): Promise<Booking> {
  const now = ctx.now()
  const c = req.Choice
  checkSaleDate(c.Date, now)
  const j = requireJourney(c.TrainNo, c.FromStation, c.ToStation, c.Date, c.SeatClass, ctx.lang)
  const times = timesOf(j)
  if (times.depart.getTime() <= now.getTime()) throw offerExpired('trainDeparted')
  const p = await prepare(ctx, req)
  const n = p.passengers.length
  const inv = await Inventory.load(ctx.db, [j.train.no], [j.startDate])
  const offers = seatOffers(j, inv, p.travellers.policies, now, ctx.lang)
  const offer = offers.find((o) => o.SeatClass === c.SeatClass)!
  if (offer.Remaining < n) throw offerExpired('trainSoldOut')
  if (offer.Price !== c.Price) throw offerExpired('trainPriceChanged', { Price: offer.Price, Remaining: offer.Remaining, Policy: offer.Policy })
  const split = splitTicket(offer.Price, offer.Policy.PriceToBeat, req.PaymentType)
  const label = journeyLabel(j, c.SeatClass, 'zh-CN')
  const detail = priceDetail(
    [{ label: seatClassName(c.SeatClass, ctx.lang), price: offer.Price, count: n, detail: journeyText(j, ctx.lang) }],
    split.company * n,
    split.personal * n,
  )
  const from = j.train.stops[j.from].station
  const to = j.train.stops[j.to].station
  const doc: Omit<TrainOrderDoc, keyof OrderDoc> = { PriceDetail: detail, Kind: 'Ticket', SeatChoiceMet: null }
  return {
    product: TRAIN,
    settings: p.normal,
    tripType: 'OneWay',
    amounts: detail,
    travellers: booked(p),
    searchWords: [...names(p), j.train.no, from.cn, from.en, to.cn, to.en, label],
    allInPolicy: offer.Policy.InPolicy,
    reasonAsks: offer.Policy.InPolicy ? [] : REASON_ASK,
    doc: () => doc,
    hold: (trx) => takeTickets(trx, j.train, j.startDate, c.SeatClass, n, now),
    soldOut: () => offerExpired('trainSoldOut'),
    write: async (trx, order, reasons, at) => {
      const picked = pickSeats(await freeSeats(trx, j.train, j.startDate, c.SeatClass, now), n, c.SeatClass, req.SeatChoice)
      await writeTickets(trx, order, j, c.SeatClass, offer.Price, split, picked.places, offer.Policy, reasons.get(0) ?? '', 'Booked', at)
      if (picked.met !== null) {
        const stored = await trx.selectFrom('orders').select('detail_json').where('id', '=', order.id).executeTakeFirstOrThrow()
        await trx
          .updateTable('orders')
          .set({ detail_json: JSON.stringify({ ...JSON.parse(stored.detail_json), SeatChoiceMet: picked.met }) })
          .where('id', '=', order.id)
          .execute()
      }
    },
  }
}

const bookingAnswer = (row: OrderRow, replayed: boolean): TrainSubmitRes => submitAnswer<TrainPriceDetail>(row, replayed)

/** A grab's alternates, in order of preference: dates, then trains, then classes. */
export interface GrabOptionDef {
  TrainNo: string
  Date: string
  SeatClass: SeatClass
  Price: number
}

const parseDeadline = (text: string): Date => chinaInstant(text.slice(0, 10), Number(text.slice(11, 13)) * 60 + Number(text.slice(14, 16)))

export async function submitGrab(ctx: AuthedContext, req: GrabSubmitReq): Promise<TrainSubmitRes> {
  const { order, replayed } = await submitBooking(ctx, req, () => prepareGrab(ctx, req))
  return bookingAnswer(order, replayed)
}

/** A grab's checks and price: the stations, dates and deadline, the passengers, the alternates and the dearest of them prepaid. It takes nothing yet. */
async function prepareGrab(ctx: AuthedContext, req: GrabSubmitReq): Promise<Booking> {
  const now = ctx.now()
  const g = req.Grab
  if (!stationByCode(g.FromStation) || !stationByCode(g.ToStation))
    throw invalid('trainStationUnknown', { code: stationByCode(g.FromStation) ? g.ToStation : g.FromStation })
  for (const d of g.Dates) checkSaleDate(d, now, 'Dates')
  const p = await prepare(ctx, req)
  const options: (GrabOptionDef & { j: Journey; verdict: TrainPolicyVerdict })[] = []
  for (const date of [...new Set(g.Dates)]) {
    for (const no of [...new Set(g.TrainNos)]) {
      let j: Journey
      try {
        j = requireJourney(no, g.FromStation, g.ToStation, date, null, ctx.lang)
      } catch (e) {
        if ((e as { code?: number }).code === ErrorCode.NotFound) throw e
        continue
      }
      const times = timesOf(j)
      if (times.depart.getTime() <= now.getTime()) continue
      const prices = j.train.classes.map((cls) => ({ cls, price: priceOf(j.train.type, cls, times.km) }))
      for (const cls of [...new Set(g.SeatClasses)]) {
        const price = prices.find((x) => x.cls === cls)?.price
        if (price === undefined) continue
        options.push({
          TrainNo: no,
          Date: date,
          SeatClass: cls,
          Price: price,
          j,
          verdict: trainVerdict(p.travellers.policies, j.train.type, times.overnight, cls, prices, ctx.lang),
        })
      }
    }
  }
  if (!options.length) throw invalid('trainGrabNothing')
  const deadline = parseDeadline(g.Deadline)
  const earliest = Math.min(...options.map((o) => timesOf(o.j).depart.getTime()))
  if (deadline.getTime() <= now.getTime() || deadline.getTime() > earliest - GRAB_DEADLINE_MIN_HOURS * 3_600_000)
    throw invalid('trainGrabDeadline', { hours: GRAB_DEADLINE_MIN_HOURS })
  const inPolicy = options.every((o) => o.verdict.InPolicy)
  const n = p.passengers.length
  const prepaid = Math.max(...options.map((o) => o.Price))
  const caps = options.map((o) => o.verdict.PriceToBeat)
  const cap = caps.some((x) => x === null) ? null : Math.max(...(caps as number[]))
  const split = splitTicket(prepaid, cap, req.PaymentType)
  const first = options[0].j
  const from = first.train.stops[first.from].station
  const to = first.train.stops[first.to].station
  const detail = priceDetail(
    [
      {
        label: seatClassName(options[0].SeatClass, ctx.lang),
        price: prepaid,
        count: n,
        detail: options.map((o) => `${o.TrainNo} ${o.Date} ${seatClassName(o.SeatClass, ctx.lang)}`).join(' / '),
      },
    ],
    split.company * n,
    split.personal * n,
  )
  const violations: TrainViolation[] = []
  for (const o of options) for (const v of o.verdict.Violations) if (!violations.some((x) => x.Message === v.Message)) violations.push(v)
  return {
    product: TRAIN,
    settings: p.normal,
    tripType: 'Grab',
    amounts: detail,
    travellers: booked(p),
    searchWords: [...names(p), ...new Set(options.map((o) => o.TrainNo)), from.cn, from.en, to.cn, to.en],
    allInPolicy: inPolicy,
    reasonAsks: inPolicy ? [] : REASON_ASK,
    doc: (reasons) => ({
      ...({ PriceDetail: detail, Kind: 'Grab', SeatChoiceMet: null } satisfies Omit<TrainOrderDoc, keyof OrderDoc>),
      ...(inPolicy ? {} : { Policy: { InPolicy: false, Violations: violations, PriceToBeat: cap }, PolicyReason: reasons.get(0) ?? '' }),
    }),
    write: async (trx, order, _reasons, at) => {
      await trx
        .insertInto('train_grabs')
        .values({
          company_id: order.companyId,
          order_id: order.id,
          state: 'Waiting',
          from_station: g.FromStation,
          to_station: g.ToStation,
          options_json: JSON.stringify(options.map(({ TrainNo, Date, SeatClass, Price, verdict }) => ({ TrainNo, Date, SeatClass, Price, Policy: verdict }))),
          deadline: deadline.toISOString(),
          prepaid_per_passenger: prepaid,
          attempts: 0,
          last_attempt_at: null,
          next_attempt_at: at,
          lease_owner: null,
          lease_until: null,
          booked_index: null,
          updated_at: at,
        })
        .execute()
    },
  }
}
