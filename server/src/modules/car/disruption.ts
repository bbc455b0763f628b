/**
 * A pick-up follows its traveller onto another flight or train (the disruption assistant's
 * TripDependent, kernel/disruptions/registry.ts; docs/car.md "Disruptions"): a ride of the
 * traveller's that no driver has taken yet (Waiting or Calling) and that meets the disrupted
 * service (its arrival names the service number and date) moves to the new arrival — its service
 * number, date, expected arrival, and the pick-up the car's own rule gives (the arrival plus the
 * rider's wait), at the new airport or station when it lands elsewhere in the city (a traveller
 * now arriving in another city keeps the ride as it is). The call moves
 * with it; the ride's timeline says so. The fare stays as quoted: the ride is settled on the route
 * driven as always.
 */
import type { Trx } from '../../db/schema'
import type { Lang } from '../../i18n'
import { arrivalOf } from '../../kernel/arrivals'
import type { DisruptedTrip, NewArrival, TripDependent } from '../../kernel/disruptions/registry'
import { addEvent } from '../../kernel/orders/state'
import type { OrderStatus } from '../../../../types/api/order'
import { chinaDateTime } from '../../lib/time'
import { ASSIGN_SECONDS, callAt } from './dispatch'
import { arrivalPlace, routeOf, type Place } from './places'
import type { StoredArrival } from './quote'
import { ct } from './texts'

/** States before a driver is assigned. */
const NOT_DISPATCHED = ['Waiting', 'Calling']

/** 'HH:mm', or the date too when the pick-up moves to another day. */
const whenText = (at: Date, before: string): string => {
  const text = chinaDateTime(at)
  return text.slice(0, 10) === chinaDateTime(before).slice(0, 10) ? text.slice(11) : text
}

export async function followPickUps(trx: Trx, trip: DisruptedTrip, arrival: NewArrival, lang: Lang, now: Date): Promise<string[]> {
  const rides = await trx
    .selectFrom('car_rides as r')
    .innerJoin('orders as o', 'o.id', 'r.order_id')
    .innerJoin('order_passengers as p', 'p.order_id', 'o.id')
    .selectAll('r')
    .where('o.company_id', '=', trip.companyId)
    .where('r.company_id', '=', trip.companyId)
    .where('p.person_id', '=', trip.personId)
    .where('r.state', 'in', NOT_DISPATCHED)
    .where('r.arrival_json', 'is not', null)
    .orderBy('r.id')
    .execute()
  const lines: string[] = []
  const at = now.toISOString()
  for (const r of rides) {
    const stored = JSON.parse(r.arrival_json!) as StoredArrival
    if (stored.No !== trip.serviceNo || stored.Date !== trip.departDate) continue
    const oldFrom = JSON.parse(r.from_json) as Place
    // A car waits in its own city: a traveller now arriving in another one keeps (or cancels) the ride.
    if (arrival.cityCode !== oldFrom.cityCode) continue
    const kind: StoredArrival['Kind'] = arrival.product === 'Train' ? 'Train' : 'Flight'
    const same = arrival.no === stored.No && arrival.date === stored.Date
    const found = arrivalOf(kind, arrival.no, arrival.date, now, arrival.cityCode)
    const place = found ? arrivalPlace(found) : null
    const from = place?.cityCode === oldFrom.cityCode ? place : oldFrom
    const moved: StoredArrival = {
      ...stored,
      Kind: kind,
      No: arrival.no,
      Date: arrival.date,
      At: arrival.cityCode,
      Scheduled: same ? stored.Scheduled : (found?.scheduled ?? arrival.at).toISOString(),
      Expected: arrival.at.toISOString(),
      PlaceName: found ? found.names : stored.PlaceName,
    }
    const pickUp = new Date(Math.max(arrival.at.getTime() + stored.Wait * 60_000, now.getTime()))
    const route = from === oldFrom ? { km: r.km, minutes: r.minutes } : routeOf(from, JSON.parse(r.to_json) as Place)
    const res = await trx
      .updateTable('car_rides')
      .set({
        service: kind === 'Train' ? 'TrainPickUp' : 'AirportPickUp',
        arrival_json: JSON.stringify(moved),
        pickup_at: pickUp.toISOString(),
        from_json: JSON.stringify(from),
        km: route.km,
        minutes: route.minutes,
        // A ride already called is called again ahead of the new time.
        ...(r.state === 'Calling'
          ? { next_step_at: new Date(callAt({ service: r.service, pickup_at: pickUp.toISOString() }, now).getTime() + ASSIGN_SECONDS * 1000).toISOString() }
          : {}),
        updated_at: at,
      })
      .where('id', '=', r.id)
      .where('state', '=', r.state)
      .executeTakeFirst()
    if (Number(res.numUpdatedRows) !== 1) continue
    const order = await trx.selectFrom('orders').selectAll().where('id', '=', r.order_id).executeTakeFirstOrThrow()
    await addEvent(
      trx,
      order,
      order.status as OrderStatus,
      'evCarPickUpMoved',
      { no: arrival.no, arrival: chinaDateTime(arrival.at), at: chinaDateTime(pickUp) },
      at,
    )
    lines.push(ct(lang, kind === 'Train' ? 'dsCarStationMoved' : 'dsCarAirportMoved', { no: arrival.no, at: whenText(pickUp, r.pickup_at) }))
  }
  return lines
}

export const CAR_FOLLOWS: TripDependent = {
  name: 'car',
  follow: followPickUps,
}
