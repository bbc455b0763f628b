/**
 * The train module's part of the disruption assistant (kernel/disruptions/registry.ts): its
 * timetable operations and trains as an alternative to a disrupted flight (docs/trains.md
 * "Disruptions").
 */
import type { AlternativeSource, TimetableOps } from '../../kernel/disruptions/registry'
import { bookTrain, changeFree, refundFull, tripTickets } from './disruption-book'
import { affectedTickets, PRODUCT, simulateTrain, TRAIN_MAX_KM, trainAlternatives, trainService, watchedTrains } from './disruption'
import { stationByCode, stationsOf } from './stations'
import { tt } from './texts'

export const TRAIN_TIMETABLE: TimetableOps = {
  product: PRODUCT,
  kinds: ['Delay', 'Suspension'],
  advice: (lang) => tt(lang, 'trainDisruptionAdvice'),
  watched: watchedTrains,
  service: trainService,
  simulate: simulateTrain,
  affected: affectedTickets,
  /** Other trains between the stations of the traveller's ticket, its class first; changed free of charge. */
  async alternatives(ctx, trip) {
    const [ticket] = await tripTickets(ctx.db, trip)
    const from = ticket && stationByCode(ticket.from_station)
    const to = ticket && stationByCode(ticket.to_station)
    if (!ticket || !from || !to) return []
    return trainAlternatives(ctx, trip, {
      from: [from],
      to: [to],
      cls: ticket.seat_class as never,
      exclude: { no: trip.serviceNo, date: trip.departDate },
      free: true,
      day: ticket.dep_date,
    })
  },
  changeInvoluntary: changeFree,
  refundInFull: refundFull,
  book: bookTrain,
}

export const TRAIN_ALTERNATIVES: AlternativeSource = {
  product: PRODUCT,
  /** Trains between the trip's cities when they lie under TRAIN_MAX_KM apart (a disrupted train has its own, above). */
  async alternatives(ctx, trip) {
    if (trip.product === PRODUCT || trip.service.km >= TRAIN_MAX_KM) return []
    const from = stationsOf(trip.service.fromCity)
    const to = stationsOf(trip.service.toCity)
    if (!from.length || !to.length) return []
    return trainAlternatives(ctx, trip, { from, to, cls: null, free: false })
  },
  book: bookTrain,
}
