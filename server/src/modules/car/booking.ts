/**
 * car/submitOrder, through the kernel's booking path (kernel/orders/submit.ts). The car's own
 * checks: the book power of the service, the quote (the caller's, not expired, the class and
 * fare the screen showed: otherwise 9995 with a new quote of the same ride), the rider, and what
 * the rider's standard says (Forbidden refuses; out of policy asks a reason, one per broken rule
 * kind, as Car Policy codes). The kernel then routes it to approval by the company's rules and
 * writes the order; its ride row waits for payment (Waiting).
 */
import type { CarPriceDetail, CarService, CarSubmitReq, CarSubmitRes } from '../../../../types/api/car'
import type { GenerationSource } from '../../db/generation'
import { fail } from '../../errors'
import type { AuthedContext } from '../../http/context'
import { submitAnswer, travellerOfPerson } from '../../kernel/orders/create'
import { companySetting } from '../../kernel/orders/setting-cache'
import { submitBooking, type Booking } from '../../kernel/orders/submit'
import { resolveBookingPersons } from '../../kernel/orders/travellers'
import { strictestBreach } from '../../kernel/ranks'
import { rowName } from '../../lib/names'
import type { Place } from './places'
import { CAR } from './product'
import { quoteRide, requestOf, servicePower, type StoredOption } from './quote'
import { clsName } from './rules'
import { carError, ct, invalid, quoteExpired, type CarTextKey } from './texts'

export async function submitCarOrder(ctx: AuthedContext, req: CarSubmitReq): Promise<CarSubmitRes> {
  const { order, replayed } = await submitBooking(ctx, req, () => prepare(ctx, req))
  return submitAnswer<CarPriceDetail>(order, replayed)
}

/** Fen split by the payment type: mixed pays the company up to the cap, the rider the rest. */
export function splitFare(fare: number, cap: number | null, paymentType: CarSubmitReq['PaymentType']): { company: number; personal: number } {
  if (paymentType === 'Company') return { company: fare, personal: 0 }
  if (paymentType === 'Personal') return { company: 0, personal: fare }
  const company = cap === null ? fare : Math.min(fare, cap)
  return { company, personal: fare - company }
}

async function prepare(ctx: AuthedContext, req: CarSubmitReq): Promise<Booking> {
  const { companyId, personId } = ctx.caller
  const q = await ctx.db.selectFrom('car_quotes').selectAll().where('company_id', '=', companyId).where('id', '=', req.QuoteId).executeTakeFirst()
  if (!q || q.booker_person_id !== personId) throw fail.notFound()
  const service = q.service as CarService
  await ctx.requirePower(servicePower(service, 'Book'))
  const now = ctx.now()
  const option = (JSON.parse(q.options_json) as StoredOption[]).find((o) => o.Class === req.Class)
  if (!option) throw invalid('carClassUnavailable')
  // An expired quote or another fare than the screen's: the same ride quoted again, passed back.
  if (now.getTime() > Date.parse(q.expires_at) || option.Fare !== req.Fare) throw quoteExpired(await quoteRide(ctx, requestOf(q)))

  const persons = await resolveBookingPersons(ctx, 'Train', [q.rider_person_id])
  const rider = await ctx.db.selectFrom('persons').selectAll().where('company_id', '=', companyId).where('id', '=', q.rider_person_id).executeTakeFirstOrThrow()
  const breach = await strictestBreach(ctx as GenerationSource, companyId, persons.standardRankIds, 'Car')
  if (!option.Verdict.InPolicy && breach === 'Forbidden') throw carError(1003, 'carForbidden')
  const from = JSON.parse(q.from_json) as Place
  const to = JSON.parse(q.to_json) as Place
  const split = splitFare(option.Fare, option.Verdict.PriceToBeat, req.PaymentType)
  const label = ct(ctx.lang, 'carLnFare', { svc: ct(ctx.lang, `carSvc${service}` as CarTextKey), cls: clsName(req.Class, ctx.lang) })
  const detail: CarPriceDetail = {
    Total: option.Fare,
    CompanyAmount: split.company,
    PersonalAmount: split.personal,
    Lines: [{ Kind: 'Fare', Label: label, UnitPrice: option.Fare, Count: 1, Amount: option.Fare, Detail: `${q.km} km · ${q.minutes} min` }],
  }
  const setting = await companySetting(ctx, companyId)
  const kinds = [...new Set(option.Verdict.Violations.map((v) => v.Kind))]
  return {
    product: CAR,
    settings: { ...setting.CarSettings, ContactBookMessageSettings: { IsSendEmail: false, IsSendSms: false } } as Booking['settings'],
    tripType: service,
    amounts: { Total: option.Fare, CompanyAmount: split.company, PersonalAmount: split.personal },
    travellers: [{ traveller: travellerOfPerson(rider), paxType: 'Adult', rankId: persons.rankIds[0] }],
    searchWords: [rowName(rider), from.names.CN, from.names.EN, to.names.CN, to.names.EN],
    allInPolicy: option.Verdict.InPolicy,
    reasonAsks: option.Verdict.InPolicy ? [] : [{ index: 0, rules: ['Policy'], missing: () => invalid('carReasonRequired') }],
    doc: () => ({ PriceDetail: detail, Violations: kinds }),
    write: async (trx, order, reasons, at) => {
      await trx
        .insertInto('car_rides')
        .values({
          company_id: companyId,
          order_id: order.id,
          quote_id: q.id,
          service,
          car_class: req.Class,
          from_json: q.from_json,
          to_json: q.to_json,
          pickup_at: q.pickup_at,
          arrival_json: q.arrival_json,
          km: q.km,
          minutes: q.minutes,
          quoted_fare: option.Fare,
          state: 'Waiting',
          violations_json: JSON.stringify(option.Verdict.Violations),
          policy_reason: reasons.get(0) ?? '',
          driver_json: null,
          assigned_at: null,
          arrived_at: null,
          started_at: null,
          ended_at: null,
          next_step_at: null,
          lease_owner: null,
          lease_until: null,
          settled_json: null,
          rating_json: null,
          cancel_request_id: null,
          updated_at: at,
        })
        .execute()
    },
  }
}
