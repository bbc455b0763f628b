/**
 * bus/submitOrder on the kernel's one booking path (kernel/orders/submit.ts): the date and the
 * departure (not gone, the fare the screen showed: 1004 with the new row otherwise), the
 * passengers — people of the company in the caller's bus booking scope, each with an identity
 * document, since coach tickets are sold by name — and the verdict of the rank standard (a reason
 * when outside it). The seats are taken as the order's transaction begins (a lost race: 1004).
 */
import type { BusPriceDetail, BusSubmitReq, BusSubmitRes } from '../../../../types/api/bus'
import type { BusSettings } from '../../../../types/api/settings'
import type { AuthedContext } from '../../http/context'
import { submitAnswer, travellerOfPerson, type Traveller } from '../../kernel/orders/create'
import type { ReasonAsk } from '../../kernel/orders/reasons'
import { companySetting } from '../../kernel/orders/setting-cache'
import { submitBooking, type Booking } from '../../kernel/orders/submit'
import type { OrderDoc } from '../../kernel/orders/tables'
import { namedPassengers } from '../../kernel/orders/travellers'
import { displayName } from '../../lib/names'
import { departureOf } from './catalog'
import { className, scheduleText } from './labels'
import { busTravellers, busVerdict, splitTicket } from './policy'
import { BUS } from './product'
import { checkSaleDate, requireSchedule, rowsOf, takeSeats } from './search'
import type { BusOrderDoc } from './tables'
import { invalid, offerExpired } from './texts'
import { writeTickets } from './tickets'
import { textCurrencyOf } from '../../services/money/rates'

const REASON_ASK: ReasonAsk[] = [{ index: 0, rules: ['Policy'], missing: () => invalid('busReasonRequired') }]

export async function submitOrder(ctx: AuthedContext, req: BusSubmitReq): Promise<BusSubmitRes> {
  const { order, replayed } = await submitBooking(ctx, req, () => prepare(ctx, req))
  return submitAnswer<BusPriceDetail>(order, replayed)
}

async function prepare(ctx: AuthedContext, req: BusSubmitReq): Promise<Booking> {
  const now = ctx.now()
  const c = req.Choice
  checkSaleDate(c.Date, now)
  const s = requireSchedule(c.ScheduleNo)
  if (departureOf(s, c.Date).getTime() <= now.getTime()) throw offerExpired('busDeparted')
  const { companyId } = ctx.caller
  const ids = req.Passengers.map((p) => p.PersonId)
  const { persons, names } = await namedPassengers(ctx, ids, () => invalid('busPassengerTwice'))
  const travellers = await busTravellers(ctx, ids, names)
  const passengers: Traveller[] = persons.map((person, i) => {
    const p = person!
    if (!p.id_no || !p.id_type) throw invalid('busPassengerNoId', { name: names[i] })
    return travellerOfPerson(p)
  })
  const [row] = await rowsOf(ctx, [s], c.Date, travellers.policies)
  const n = passengers.length
  if (row.SeatsLeft < n) throw offerExpired('busSoldOut')
  if (row.Price !== c.Price) throw offerExpired('busPriceChanged', row)
  const verdict = busVerdict(travellers.policies, s.cls, s.price, ctx.lang, await textCurrencyOf(ctx))
  const split = splitTicket(s.price, verdict.PriceToBeat, req.PaymentType)
  const detail: BusPriceDetail = {
    Total: s.price * n,
    CompanyAmount: split.company * n,
    PersonalAmount: split.personal * n,
    Lines: [
      { Kind: 'Ticket', Label: className(s.cls, ctx.lang), UnitPrice: s.price, Count: n, Amount: s.price * n, Detail: scheduleText(s, c.Date, ctx.lang) },
    ],
  }
  const normal = (await companySetting(ctx, companyId)).BusSettings.NormalSettings as BusSettings['NormalSettings']
  const doc: Omit<BusOrderDoc, keyof OrderDoc> = { PriceDetail: detail }
  return {
    product: BUS,
    settings: normal,
    tripType: 'OneWay',
    amounts: detail,
    travellers: passengers.map((x, i) => ({ traveller: x, paxType: 'Adult', rankId: travellers.persons.rankIds[i] })),
    searchWords: [
      ...passengers.map((x) => `${displayName(x)} ${x.lastName}${x.firstName}`),
      s.no,
      s.from.cn,
      s.from.en,
      s.to.cn,
      s.to.en,
      s.from.cityCn,
      s.to.cityCn,
    ],
    allInPolicy: verdict.InPolicy,
    reasonAsks: verdict.InPolicy ? [] : REASON_ASK,
    doc: () => doc,
    hold: (trx, at) => takeSeats(trx, s, c.Date, n, at),
    soldOut: () => offerExpired('busSoldOut'),
    write: async (trx, order, reasons, at) => {
      await writeTickets(trx, order, s, c.Date, split, verdict, reasons.get(0) ?? '', 'Booked', at)
    },
  }
}
