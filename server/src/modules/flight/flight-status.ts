/**
 * A deterministic flight status for the flight notices: the same flight, date and clock always
 * give the same status. There is no live feed behind the reference server, so the delay comes
 * from a hash of the flight number and date (7 in 10 flights on time), and the phase from the
 * clock against the scheduled times plus that delay. Operations events recorded for the flight
 * (the feed's or the console's) replace the hash's delay and can cancel or divert it.
 */
import { createHash } from 'node:crypto'
import type { FlightNoticeStatus } from '../../../../types/api/message'
import { chinaInstant, hhmm } from '../../lib/time'
import type { ServiceOperations } from '../../kernel/disruptions/events'
import type { ScheduledFlight } from './schedule'

export interface FlightStatus {
  status: FlightNoticeStatus
  delayMinutes: number
  /** Estimated departure, minutes after midnight of the departure day. */
  estDepMin: number
  gate: string
  departsAt: Date
}

const BOARDING_MINUTES = 40
const GATE_SHOWN_MINUTES = 120

function hash(text: string): number {
  return createHash('sha256').update(text).digest().readUInt32BE(0)
}

export function delayOf(flightNo: string, date: string): number {
  const h = hash(`delay:${flightNo}:${date}`)
  const bucket = h % 10
  if (bucket < 7) return 0
  if (bucket < 9) return 15 + (Math.floor(h / 10) % 10) * 5
  return 60 + (Math.floor(h / 100) % 19) * 5
}

export function gateOf(flightNo: string, date: string): string {
  const h = hash(`gate:${flightNo}:${date}`)
  return `${'ABCDE'[h % 5]}${1 + (Math.floor(h / 5) % 40)}`
}

/**
 * The status at `now`; with the operations recorded for the flight (docs/disruptions.md), those
 * decide: their delay, a cancellation, a diversion, the gate they name.
 */
export function flightStatus(f: ScheduledFlight, date: string, now: Date, ops?: ServiceOperations): FlightStatus {
  const delay = ops ? ops.delayMinutes : delayOf(f.flightNo, date)
  const est = f.depMin + delay
  const departsAt = chinaInstant(date, est)
  const arrivesAt = chinaInstant(date, f.arrMin + delay)
  const minutesToGo = (departsAt.getTime() - now.getTime()) / 60_000
  let status: FlightNoticeStatus
  if (now >= arrivesAt) status = 'Arrived'
  else if (minutesToGo <= 0) status = 'Departed'
  else if (minutesToGo <= BOARDING_MINUTES) status = 'Boarding'
  else if (minutesToGo <= 24 * 60) status = delay > 0 ? 'Delayed' : 'OnTime'
  else status = 'Scheduled'
  if (ops?.divertedTo && status !== 'Scheduled') status = 'Diverted'
  if (ops?.cancelled) status = 'Cancelled'
  const gate = ops?.gate || (minutesToGo <= GATE_SHOWN_MINUTES ? gateOf(f.flightNo, date) : '')
  return { status, delayMinutes: delay, estDepMin: est, gate: ops?.cancelled ? '' : gate, departsAt }
}

export const estTime = (s: FlightStatus): string => hhmm(s.estDepMin)
